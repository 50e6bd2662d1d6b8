import { randomInt } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { type Db, writeTransaction } from "../../db/client.ts";
import type { Database } from "../../db/schema.ts";
import type { GrievanceTable } from "../../db/schema-grievances.ts";
import {
  type GrievanceStatus,
  dueDate,
  grievanceMoves,
  isGrievanceStatus,
  newGrievanceNumber,
} from "~/core/grievance.ts";
import { grievanceReceivedMail } from "~/core/mail/grievance-mail.ts";
import type { Language } from "~/messages/catalogue.ts";
import type { GrievanceInput } from "~/schemas/grievance.ts";
import { sameText } from "./application-status.server.ts";
import { recordAudit } from "./audit.server.ts";
import { type Consent, recordConsent } from "./consents.server.ts";
import { type Once, writeOnce } from "./form-answers.server.ts";
import { enqueueMail } from "./mail-outbox.server.ts";
import { acknowledgedRecently, queueStaffNotices } from "./submission-mail.server.ts";

export type Grievance = Selectable<GrievanceTable>;

export interface LodgedGrievance {
  number: string;
  dueAt: string;
  mailed: boolean;
}

export interface StoredAttachment {
  fileName: string;
  mime: string;
  bytes: number;
}

/**
 * Stores a grievance (decision 061) with a new random number, at most once per post (`once`, decision 031), and in
 * the same transaction its consent (decision 064) and the mail with its number to the e-mail address given, if any (at most one a day to an
 * address, like every acknowledgement). The attachment's file is on disk before this runs.
 */
export async function lodgeGrievance(
  database: Db,
  input: GrievanceInput,
  context: {
    language: Language;
    siteUrl: string;
    attachment: StoredAttachment | null;
    /** The privacy notice's consent, ticked on the form (decision 064). */
    consent: Consent;
    once?: Once;
  },
  now = new Date(),
): Promise<LodgedGrievance> {
  const result = await writeOnce<LodgedGrievance>(database, context.once, async (trx) => {
    const at = now.toISOString();
    const number = newGrievanceNumber((max) => randomInt(max), now);
    const dueAt = dueDate(at);
    const { id } = await trx
      .insertInto("grievances")
      .values({
        number,
        lodged_by: input.lodgedBy,
        name: input.name,
        mobile: input.mobileNo ?? null,
        email: input.email ?? null,
        category: input.category,
        description: input.description,
        attachment_file: context.attachment?.fileName ?? null,
        attachment_mime: context.attachment?.mime ?? null,
        attachment_bytes: context.attachment?.bytes ?? null,
        status: "received",
        language: context.language,
        received_at: at,
        due_at: dueAt,
        resolved_at: null,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordConsent(trx, { table: "grievances", id }, context.consent);
    // The committee hears of it at once: the number and where to open it.
    await queueStaffNotices(
      trx,
      { table: "grievances", id, name: input.name, reference: number },
      context.siteUrl,
      "grievance",
    );
    let mailed = false;
    if (input.email && !(await acknowledgedRecently(trx, input.email, now.getTime()))) {
      const text = grievanceReceivedMail(number, context.siteUrl, context.language);
      await enqueueMail(trx, [{ to: input.email, ...text, purpose: "acknowledgement" }], now);
      mailed = true;
    }
    return { ok: true, value: { number, dueAt, mailed } };
  });
  if (!result.ok) throw new Error("a grievance is never refused once checked");
  return result.value;
}

/** One line of a grievance's history as the public sees it: when, and the status reached (null: its receipt). */
export interface PublicGrievanceStep {
  at: string;
  to: string | null;
}

export type GrievanceLookup =
  | { found: false }
  | {
      found: true;
      number: string;
      status: string;
      category: string;
      dueAt: string;
      history: PublicGrievanceStep[];
    };

/** No grievance has this id: the look-up of an unknown number runs the same queries against it. */
const NO_GRIEVANCE = -1;

/**
 * A grievance's status and history for `/grievance/status`, only when the number and the contact given with it
 * (the mobile number or the e-mail address) both match; otherwise the one answer `{ found: false }`, after the same
 * queries and a constant-time comparison. Never the committee's notes, nor who made a change.
 */
export async function lookUpGrievance(
  db: Kysely<Database>,
  asked: { number: string; contact: { mobile: string } | { email: string } },
): Promise<GrievanceLookup> {
  const grievance = await db
    .selectFrom("grievances")
    .select(["id", "number", "mobile", "email", "status", "category", "received_at", "due_at"])
    .where("number", "=", asked.number)
    .executeTakeFirst();
  const changes = await db
    .selectFrom("grievance_events")
    .select(["at", "to_status"])
    .where("grievance_id", "=", grievance?.id ?? NO_GRIEVANCE)
    .where("kind", "=", "status")
    .orderBy("id")
    .execute();
  const [given, stored] =
    "mobile" in asked.contact
      ? [asked.contact.mobile, grievance?.mobile ?? ""]
      : [asked.contact.email, (grievance?.email ?? "").toLowerCase()];
  // A contact the grievance was lodged without never matches, not even an empty one.
  const matches = sameText(stored, given) && stored !== "";
  if (!grievance || !matches) return { found: false };
  return {
    found: true,
    number: grievance.number,
    status: grievance.status,
    category: grievance.category,
    dueAt: grievance.due_at,
    history: [{ at: grievance.received_at, to: null }, ...changes.map((c) => ({ at: c.at, to: c.to_status }))],
  };
}

export interface GrievanceFilter {
  status?: string;
  category?: string;
}

export type GrievanceSummary = Pick<
  Grievance,
  "id" | "number" | "lodged_by" | "name" | "category" | "status" | "received_at" | "due_at" | "resolved_at"
>;

/** The committee's inbox: newest first, filtered by status and category; at most `limit` rows. */
export async function listGrievances(
  db: Kysely<Database>,
  filter: GrievanceFilter,
  limit = 500,
): Promise<GrievanceSummary[]> {
  let query = db
    .selectFrom("grievances")
    .select(["id", "number", "lodged_by", "name", "category", "status", "received_at", "due_at", "resolved_at"]);
  if (filter.status) query = query.where("status", "=", filter.status);
  if (filter.category) query = query.where("category", "=", filter.category);
  return query.orderBy("received_at", "desc").orderBy("id", "desc").limit(limit).execute();
}

export const findGrievance = (db: Kysely<Database>, id: number) =>
  db.selectFrom("grievances").selectAll().where("id", "=", id).executeTakeFirst();

/** Every change of a grievance for the committee, oldest first: statuses and notes, with who made them. */
export const grievanceEvents = (db: Kysely<Database>, id: number) =>
  db
    .selectFrom("grievance_events")
    .leftJoin("staff_users", "staff_users.id", "grievance_events.staff_id")
    .select([
      "grievance_events.id",
      "grievance_events.at",
      "grievance_events.kind",
      "grievance_events.to_status",
      "grievance_events.note",
      "staff_users.email as staffEmail",
    ])
    .where("grievance_events.grievance_id", "=", id)
    .orderBy("grievance_events.id")
    .execute();

export interface Actor {
  id: number;
  email: string;
  ip: string | null;
}

export const NOTE_MAX = 2000;

/** Adds the committee's note (never shown to the public), audited in the same transaction. */
export async function addGrievanceNote(database: Db, actor: Actor, id: number, note: string): Promise<boolean> {
  return writeTransaction(database, async (trx) => {
    const grievance = await trx.selectFrom("grievances").select("id").where("id", "=", id).executeTakeFirst();
    if (!grievance) return false;
    const at = new Date().toISOString();
    await trx
      .insertInto("grievance_events")
      .values({ grievance_id: id, at, kind: "note", to_status: null, note, staff_id: actor.id })
      .execute();
    await trx.updateTable("grievances").set({ updated_at: at }).where("id", "=", id).execute();
    await recordAudit(trx, {
      userId: actor.id,
      email: actor.email,
      action: "grievance-note",
      entity: "grievances",
      entityId: id,
      ip: actor.ip,
    });
    return true;
  });
}

export type MoveResult = { ok: true } | { ok: false; reason: "unknown" | "stale" | "not-allowed" };

/**
 * Moves a grievance from the status the committee member saw (`from`) to `to`, if that move is allowed; a
 * grievance another member moved meanwhile is refused as stale. Reaching resolved (or closed unresolved) sets the
 * date its days to resolve count to; reopening clears it. Audited in the same transaction.
 */
export async function moveGrievance(
  database: Db,
  actor: Actor,
  id: number,
  from: string,
  to: string,
): Promise<MoveResult> {
  return writeTransaction(database, async (trx) => {
    const grievance = await trx
      .selectFrom("grievances")
      .select(["id", "status", "resolved_at"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!grievance) return { ok: false, reason: "unknown" } as const;
    if (grievance.status !== from || !isGrievanceStatus(from)) return { ok: false, reason: "stale" } as const;
    if (!isGrievanceStatus(to) || !grievanceMoves[from].includes(to))
      return { ok: false, reason: "not-allowed" } as const;
    const at = new Date().toISOString();
    const ends = to === "resolved" || to === "closed";
    const resolvedAt = ends ? (grievance.resolved_at ?? at) : null;
    const updated = await trx
      .updateTable("grievances")
      .set({ status: to satisfies GrievanceStatus, resolved_at: resolvedAt, updated_at: at })
      .where("id", "=", id)
      .where("status", "=", from)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return { ok: false, reason: "stale" } as const;
    await trx
      .insertInto("grievance_events")
      .values({ grievance_id: id, at, kind: "status", to_status: to, note: null, staff_id: actor.id })
      .execute();
    await recordAudit(trx, {
      userId: actor.id,
      email: actor.email,
      action: "grievance-status",
      entity: "grievances",
      entityId: id,
      before: { status: from },
      after: { status: to },
      ip: actor.ip,
    });
    return { ok: true } as const;
  });
}

export type ReportRow = Pick<
  Grievance,
  "number" | "lodged_by" | "category" | "status" | "received_at" | "due_at" | "resolved_at"
>;

/** The grievances received between two instants (a month in IST), oldest first, for the monthly report. */
export const grievancesReceivedBetween = (db: Kysely<Database>, fromIso: string, untilIso: string) =>
  db
    .selectFrom("grievances")
    .select(["number", "lodged_by", "category", "status", "received_at", "due_at", "resolved_at"])
    .where("received_at", ">=", fromIso)
    .where("received_at", "<", untilIso)
    .orderBy("received_at")
    .orderBy("id")
    .execute();

/** The file names of stored attachments, for the orphaned-file sweep. */
export async function grievanceAttachmentNames(db: Kysely<Database>): Promise<Set<string>> {
  const rows = await db
    .selectFrom("grievances")
    .select("attachment_file")
    .where("attachment_file", "is not", null)
    .execute();
  return new Set(rows.map((row) => row.attachment_file!));
}
