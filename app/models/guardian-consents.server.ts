import type { Kysely, Selectable } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { GuardianConsentTable, GuardianConsentWay } from "../../db/schema-guardian.ts";
import { guardianConsentMail } from "~/core/mail/guardian-mail.ts";
import { defaultLanguage, isLanguage } from "../messages/catalogue.ts";
import type { Guardian } from "../schemas/forms/guardian.ts";
import { recordAudit } from "./audit.server.ts";
import { enqueueMail } from "./mail-outbox.server.ts";
import { SECRET_TOKEN, newSecretToken, secretTokenHash } from "~/core/secret-token.server.ts";

/**
 * How long a guardian's link works: a month, for a family that reads its mail rarely or waits to talk it over; the
 * office can send a new one at any time (decision 068).
 */
export const GUARDIAN_LINK_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** A token as the link carries it: 32 random bytes, base64url (43 characters). */

/** Who acts in the console, as the audit log names them. */
export interface Actor {
  id: number;
  email: string;
  ip?: string | null;
}

/** A fresh token and what the database keeps of it. */
function newToken(now: Date) {
  const token = newSecretToken();
  return {
    token,
    row: {
      token_hash: secretTokenHash(token),
      token_expires_at: new Date(now.getTime() + GUARDIAN_LINK_LIFETIME_MS).toISOString(),
    },
  };
}

/** Queues the guardian's mail with a link for `token`, in the application's language. */
async function queueGuardianMail(
  trx: Kysely<Database>,
  link: { applicationId: number; to: string; reference: string; token: string; expiresAt: string },
  siteUrl: string,
  language: string,
) {
  const text = guardianConsentMail(
    { reference: link.reference, token: link.token, expiresAt: link.expiresAt },
    siteUrl,
    isLanguage(language) ? language : defaultLanguage,
  );
  await enqueueMail(trx, [
    { to: link.to, ...text, purpose: "guardian", submission: { kind: "applications", id: link.applicationId } },
  ]);
}

/**
 * Starts the wait for a guardian's consent to an application of an applicant under 18, in the application's own
 * transaction: its row, and with the guardian's e-mail address a link mailed to it. `guardian` is undefined when the
 * application named none (the legacy JSON API): the office then records the consent by hand.
 */
export async function awaitGuardianConsent(
  trx: Kysely<Database>,
  application: { id: number; reference: string; language: string },
  guardian: Guardian | undefined,
  siteUrl: string,
  now = new Date(),
): Promise<void> {
  const link = guardian?.email ? newToken(now) : undefined;
  await trx
    .insertInto("guardian_consents")
    .values({
      application_id: application.id,
      guardian_name: guardian?.name ?? null,
      relation: guardian?.relation ?? null,
      email: guardian?.email ?? null,
      mobile_no: guardian?.mobileNo ?? null,
      status: "awaiting",
      token_hash: link?.row.token_hash ?? null,
      token_expires_at: link?.row.token_expires_at ?? null,
      confirmed_at: null,
      confirmed_via: null,
      recorded_by: null,
      note: null,
      created_at: now.toISOString(),
    })
    .execute();
  if (link && guardian?.email) {
    await queueGuardianMail(
      trx,
      {
        applicationId: application.id,
        to: guardian.email,
        reference: application.reference,
        token: link.token,
        expiresAt: link.row.token_expires_at,
      },
      siteUrl,
      application.language,
    );
  }
}

/** What the guardian's page may show for a live link: the application ID, its language and the link's expiry. */
export interface GuardianLink {
  reference: string;
  language: string;
  expiresAt: string;
}

/**
 * The application a guardian's link is for, while the link is live (its token known, unexpired, consent still
 * awaited); undefined for a malformed, unknown, replaced, used or expired one, which the page answers alike.
 */
export async function findGuardianLink(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<GuardianLink | undefined> {
  if (!SECRET_TOKEN.test(token)) return undefined;
  const row = await db
    .selectFrom("guardian_consents as g")
    .innerJoin("applications as a", "a.id", "g.application_id")
    .select(["a.reference", "a.language", "g.token_expires_at"])
    .where("g.token_hash", "=", secretTokenHash(token))
    .where("g.status", "=", "awaiting")
    .where("g.token_expires_at", ">", now.toISOString())
    .executeTakeFirst();
  return row?.token_expires_at
    ? { reference: row.reference, language: row.language, expiresAt: row.token_expires_at }
    : undefined;
}

/**
 * Records the guardian's consent given through their link, and ends the wait; the token is spent (cleared), so the
 * link works once. Of two confirmations at once exactly one updates the row. Answers the application ID, or
 * undefined when the link is not live.
 */
export async function confirmByLink(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
): Promise<string | undefined> {
  const link = await findGuardianLink(db, token, now);
  if (!link) return undefined;
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("guardian_consents")
      .set({
        status: "confirmed",
        confirmed_at: now.toISOString(),
        confirmed_via: "link",
        token_hash: null,
        token_expires_at: null,
      })
      .where("token_hash", "=", secretTokenHash(token))
      .where("status", "=", "awaiting")
      .where("token_expires_at", ">", now.toISOString())
      .returning("application_id")
      .executeTakeFirst();
    if (!updated) return undefined;
    await recordAudit(trx, {
      action: "guardian-consent-given",
      entity: "applications",
      entityId: updated.application_id,
      after: { via: "link" },
    });
    return link.reference;
  });
}

export type GuardianConsentRow = Omit<Selectable<GuardianConsentTable>, "token_hash">;

/** The guardian consent of an application, for the console; undefined for an adult's (none is asked). */
export async function guardianConsentOf(
  db: Kysely<Database>,
  applicationId: number,
): Promise<GuardianConsentRow | undefined> {
  return db
    .selectFrom("guardian_consents")
    .select([
      "id",
      "application_id",
      "guardian_name",
      "relation",
      "email",
      "mobile_no",
      "status",
      "token_expires_at",
      "confirmed_at",
      "confirmed_via",
      "recorded_by",
      "note",
      "created_at",
    ])
    .where("application_id", "=", applicationId)
    .executeTakeFirst();
}

/** Why the office's step was refused: consent no longer awaited, or (a new link) no address to send it to. */
export type GuardianStepRefusal = "not-awaiting" | "no-email";

/**
 * Sends the guardian a new link (the office's "resend"): a new token replaces the old, which stops working at once.
 * Audited. Only while consent is awaited and the guardian gave an e-mail address.
 */
export async function resendGuardianLink(
  db: Kysely<Database>,
  applicationId: number,
  actor: Actor,
  siteUrl: string,
  now = new Date(),
): Promise<{ ok: true } | { ok: false; refusal: GuardianStepRefusal }> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("guardian_consents as g")
      .innerJoin("applications as a", "a.id", "g.application_id")
      .select(["g.status", "g.email", "a.reference", "a.language"])
      .where("g.application_id", "=", applicationId)
      .executeTakeFirst();
    if (!row || row.status !== "awaiting") return { ok: false, refusal: "not-awaiting" };
    if (!row.email) return { ok: false, refusal: "no-email" };
    const link = newToken(now);
    await trx
      .updateTable("guardian_consents")
      .set(link.row)
      .where("application_id", "=", applicationId)
      .where("status", "=", "awaiting")
      .execute();
    await queueGuardianMail(
      trx,
      {
        applicationId,
        to: row.email,
        reference: row.reference,
        token: link.token,
        expiresAt: link.row.token_expires_at,
      },
      siteUrl,
      row.language,
    );
    await recordAudit(trx, {
      userId: actor.id,
      email: actor.email,
      action: "guardian-link-resent",
      entity: "applications",
      entityId: applicationId,
      ip: actor.ip ?? null,
    });
    return { ok: true };
  });
}

/**
 * Records consent the guardian gave the office in person or by phone: who recorded it, when, how and an optional
 * note; ends the wait and voids any live link. Audited (the note's text stays out of the audit log, as the
 * inboxes' notes do).
 */
export async function recordGuardianConsent(
  db: Kysely<Database>,
  applicationId: number,
  actor: Actor,
  given: { way: Exclude<GuardianConsentWay, "link">; note?: string },
  now = new Date(),
): Promise<{ ok: true } | { ok: false; refusal: "not-awaiting" }> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable("guardian_consents")
      .set({
        status: "confirmed",
        confirmed_at: now.toISOString(),
        confirmed_via: given.way,
        recorded_by: actor.email,
        note: given.note ?? null,
        token_hash: null,
        token_expires_at: null,
      })
      .where("application_id", "=", applicationId)
      .where("status", "=", "awaiting")
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, refusal: "not-awaiting" };
    await recordAudit(trx, {
      userId: actor.id,
      email: actor.email,
      action: "guardian-consent-recorded",
      entity: "applications",
      entityId: applicationId,
      after: { via: given.way, note: given.note ? "yes" : "no" },
      ip: actor.ip ?? null,
    });
    return { ok: true };
  });
}

/** Whether an application waits for its guardian's consent (the public status look-up; -1 for no application). */
export async function awaitsGuardianConsent(db: Kysely<Database>, applicationId: number): Promise<boolean> {
  const row = await db
    .selectFrom("guardian_consents")
    .select("status")
    .where("application_id", "=", applicationId)
    .executeTakeFirst();
  return row?.status === "awaiting";
}

/** The applications waiting for a guardian's consent, oldest first (the applications inbox's list of them). */
export async function listAwaitingGuardian(db: Kysely<Database>, limit = 100) {
  return db
    .selectFrom("guardian_consents as g")
    .innerJoin("applications as a", "a.id", "g.application_id")
    .select(["a.id", "a.reference", "a.created_at as createdAt", "g.email"])
    .where("g.status", "=", "awaiting")
    .orderBy("a.created_at")
    .orderBy("a.id")
    .limit(limit)
    .execute();
}

/** Removes the guardian consent of applications being erased (in the erasure's transaction). */
export async function deleteGuardianConsents(trx: Kysely<Database>, applicationIds: readonly number[]) {
  if (applicationIds.length === 0) return 0;
  const result = await trx
    .deleteFrom("guardian_consents")
    .where("application_id", "in", applicationIds)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
