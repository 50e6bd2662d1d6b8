import { createHash, randomBytes } from "node:crypto";
import { createCookie, data, redirect } from "react-router";
import type { AppServices } from "~/context.ts";
import type { StaffRole } from "../../../db/schema.ts";
import { deleteSession, findSession, insertSession, touchSession } from "~/models/staff-sessions.server.ts";
import { ABSOLUTE_TIMEOUT_MS, sessionExpired } from "./session-policy.ts";

export interface SignedInStaff {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  sessionHash: string;
}

/**
 * The session cookie: HttpOnly, SameSite=Lax, and on HTTPS sites `__Host-` prefixed and Secure (the prefix needs
 * Secure, which local development over plain http cannot have).
 */
function sessionCookie(siteUrl: string) {
  const secure = siteUrl.startsWith("https:");
  return createCookie(secure ? "__Host-staff_session" : "staff_session", {
    httpOnly: true,
    secure,
    sameSite: "lax",
    path: "/",
    maxAge: ABSOLUTE_TIMEOUT_MS / 1000,
  });
}

const hashId = (id: string) => createHash("sha256").update(id).digest("hex");

/** Starts a new session (a fresh 256-bit id at every sign-in) and returns its Set-Cookie header. */
export async function startSession(services: AppServices, userId: number): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  const now = new Date();
  await insertSession(services.db, {
    idHash: hashId(id),
    userId,
    now: now.toISOString(),
    expiresAt: new Date(now.getTime() + ABSOLUTE_TIMEOUT_MS).toISOString(),
  });
  return sessionCookie(services.siteUrl).serialize(id);
}

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
  return { id: session.userId, email: session.email, name: session.name, role: session.role, sessionHash: idHash };
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

/**
 * Every staff loader and action starts here: no session → to the sign-in page; a role that may not see this
 * page → 403 (never the page itself). Admins may see everything.
 */
export async function requireStaff(
  request: Request,
  services: AppServices,
  roles: readonly StaffRole[] = [],
): Promise<SignedInStaff> {
  const staff = await currentStaff(request, services);
  if (!staff) {
    const url = new URL(request.url);
    throw redirect(`/admin/login?next=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (roles.length > 0 && staff.role !== "admin" && !roles.includes(staff.role)) {
    throw data("Forbidden", { status: 403 });
  }
  return staff;
}
