/** Only paths inside the console: an open redirect would let a link send staff anywhere after signing in. */
export const safeNext = (next: string | null | undefined) =>
  next && /^\/admin(\/|$|\?)/.test(next) && !next.startsWith("//") ? next : "/admin";
