import { createHash, randomBytes } from "node:crypto";
import { createCookie, data, redirect } from "react-router";
import type { AppServices } from "~/context.ts";
import type { StaffRole } from "../../../db/schema.ts";
import { deleteSession, findSession, insertSession, touchSession } from "~/models/staff-sessions.server.ts";
import { insertPendingSignIn } from "~/models/staff-second-factor.server.ts";
import { ABSOLUTE_TIMEOUT_MS, sessionExpired } from "./session-policy.ts";

export interface SignedInStaff {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  sessionHash: string;
  /** Whether the account signs in with a second factor (decision 034). */
  secondFactor: boolean;
}

/**
 * The session cookie: HttpOnly, SameSite=Lax, and on HTTPS sites `__Host-` prefixed and Secure (the prefix needs
 * Secure, which local development over plain http cannot have).
 */
function sessionCookie(siteUrl: string, name = "staff_session", maxAgeMs = ABSOLUTE_TIMEOUT_MS) {
  const secure = siteUrl.startsWith("https:");
  return createCookie(secure ? `__Host-${name}` : name, {
    httpOnly: true,
    secure,
    sameSite: "lax",
    path: "/",
    maxAge: maxAgeMs / 1000,
  });
}

/** A sign-in that passed the password and waits for the second factor's code: its own cookie, five minutes. */
export const PENDING_SIGN_IN_MS = 5 * 60 * 1000;
export const pendingSignInCookie = (siteUrl: string) => sessionCookie(siteUrl, "staff_pending", PENDING_SIGN_IN_MS);

export const hashId = (id: string) => createHash("sha256").update(id).digest("hex");

/** A fresh 256-bit id for a cookie, and the SHA-256 that is stored of it. */
export function newCookieId(): { id: string; idHash: string } {
  const id = randomBytes(32).toString("base64url");
  return { id, idHash: hashId(id) };
}

/** Starts a new session (a fresh 256-bit id at every sign-in) and returns its Set-Cookie header. */
export async function startSession(services: AppServices, userId: number): Promise<string> {
  const { id, idHash } = newCookieId();
  const now = new Date();
  await insertSession(services.db, {
    idHash,
    userId,
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS).toISOString(),
  });
  return sessionCookie(services.siteUrl).serialize(id);
}

/**
 * Leaves a sign-in waiting for the second factor's code (the password was right): a fresh id in its own five-minute
 * cookie, only the id's SHA-256 stored. Returns its Set-Cookie header.
 */
export async function startPendingSignIn(services: AppServices, userId: number): Promise<string> {
  const { id, idHash } = newCookieId();
  const now = new Date();
  await insertPendingSignIn(services.db, {
    idHash,
    userId,
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + PENDING_SIGN_IN_MS).toISOString(),
  });
  return pendingSignInCookie(services.siteUrl).serialize(id);
}

/** The SHA-256 of this request's waiting sign-in id, when its cookie is there. */
export async function pendingSignInHash(request: Request, services: AppServices): Promise<string | null> {
  const id: unknown = await pendingSignInCookie(services.siteUrl).parse(request.headers.get("cookie"));
  return typeof id === "string" && id.length >= 40 ? hashId(id) : null;
}

/** The Set-Cookie header that removes the waiting sign-in's cookie. */
export const clearPendingSignInCookie = (services: AppServices) =>
  pendingSignInCookie(services.siteUrl).serialize("", { maxAge: 0 });

/** The signed-in staff member for this request, or null; an expired session is deleted on sight. */
export async function currentStaff(request: Request, services: AppServices): Promise<SignedInStaff | null> {
  const id: unknown = await sessionCookie(services.siteUrl).parse(request.headers.get("cookie"));
  if (typeof id !== "string" || id.length < 40) return null;
  const idHash = hashId(id);
  const session = await findSession(services.db, idHash);
  if (!session || session.disabled === 1) return null;
  const now = new Date();
  if (sessionExpired(session, now)) {
    await deleteSession(services.db, idHash);
    return null;
  }
  await touchSession(services.db, idHash, now.toISOString());
  return {
    id: session.userId,
    email: session.email,
    name: session.name,
    role: session.role,
    sessionHash: idHash,
    secondFactor: session.totpEnabledAt !== null,
  };
}

/** Ends this request's session and returns the Set-Cookie header that removes the cookie. */
export async function endSession(
  request: Request,
  services: AppServices,
  staff: SignedInStaff | null,
): Promise<string> {
  if (staff) await deleteSession(services.db, staff.sessionHash);
  return sessionCookie(services.siteUrl).serialize("", { maxAge: 0 });
}

/** Admins always sign in with a second factor; everyone when STAFF_2FA_REQUIRED is set (decision 034). */
export const secondFactorRequired = (services: AppServices, role: StaffRole): boolean =>
  role === "admin" || services.staffSecondFactorRequired === true;

/** Where an account that must set up its second factor is sent, and the only console page it may use until then. */
export const SECOND_FACTOR_SETUP_PATH = "/admin/account";

/**
 * Every staff loader and action starts here: no session → to the sign-in page; an account that must have a second
 * factor and has none yet → to setting it up on its account page (`setupAllowed` there); a role that may not see
 * this page → 403 (never the page itself). Admins may see everything.
 */
export async function requireStaff(
  request: Request,
  services: AppServices,
  roles: readonly StaffRole[] = [],
  { setupAllowed = false }: { setupAllowed?: boolean } = {},
): Promise<SignedInStaff> {
  const staff = await currentStaff(request, services);
  if (!staff) {
    const url = new URL(request.url);
    throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (!setupAllowed && !staff.secondFactor && secondFactorRequired(services, staff.role))
    throw redirect(SECOND_FACTOR_SETUP_PATH);
  if (roles.length > 0 && staff.role !== "admin" && !roles.includes(staff.role)) {
    throw data("Forbidden", { status: 403 });
  }
  return staff;
}
