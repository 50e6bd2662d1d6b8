import type { Kysely } from "kysely";
import { type Db, writeTransaction } from "../../db/client.ts";
import type { DataRightsKind, DataRightsRequestTable, Database } from "../../db/schema.ts";
import { dataRightsMail } from "~/core/mail/data-rights-mail.ts";
import type { Language } from "~/messages/catalogue.ts";
import { recordAudit } from "./audit.server.ts";
import { enqueueMail } from "./mail-outbox.server.ts";
import { withNewReference } from "./submissions.server.ts";
import { type Consent, recordConsent } from "./consents.server.ts";
import { queueStaffNotices } from "./submission-mail.server.ts";
import { DATA_RIGHTS_ROLES } from "~/core/data-rights-roles.ts";

/** A request is due this many days after it arrived (decision 063). */
export const DEADLINE_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface NewDataRightsRequest {
  kind: DataRightsKind;
  name: string;
  email?: string;
  mobileNo?: string;
  applicationId?: string;
  details: string;
  language: Language;
  /** The privacy notice's consent ticked on the form (decision 064); stored with the request. */
  consent?: Consent;
}

/**
 * Stores a request with a new number (DR-2026-…), due in 90 days, and queues its confirmation mail when an address
 * was given: a fixed text with the number and the deadline, nothing the person typed (decision 031). Answers the
 * number and whether a mail was queued. Storing says nothing of any application: the ID is kept as typed.
 */
export async function createDataRightsRequest(
  database: Db,
  request: NewDataRightsRequest,
  siteUrl: string,
  now = new Date(),
): Promise<{ reference: string; dueAt: string; mailed: boolean }> {
  const dueAt = new Date(now.getTime() + DEADLINE_DAYS * DAY_MS).toISOString();
  return withNewReference("DR", (reference) =>
    writeTransaction(database, async (trx) => {
      const { id } = await trx
        .insertInto("data_rights_requests")
        .values({
          reference,
          kind: request.kind,
          name: request.name,
          email: request.email ?? "",
          mobile_no: request.mobileNo ?? "",
          application_reference: request.applicationId ?? null,
          details: request.details,
          language: request.language,
          status: "open",
          created_at: now.toISOString(),
          due_at: dueAt,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordConsent(trx, { table: "data_rights_requests", id }, request.consent);
      // The office that works requests hears of it at once: the number and where to open it.
      await queueStaffNotices(
        trx,
        { table: "data_rights_requests", id, name: request.name, reference },
        siteUrl,
        DATA_RIGHTS_ROLES[0]!,
      );
      const address = request.email?.trim();
      if (address) {
        const text = dataRightsMail({ reference, kind: request.kind, dueAt }, siteUrl, request.language);
        await enqueueMail(trx, [
          { to: address, ...text, purpose: "acknowledgement", submission: { kind: "data_rights_requests", id } },
        ]);
      }
      return { reference, dueAt, mailed: Boolean(address) };
    }),
  );
}

export interface DataRightsListItem {
  id: number;
  reference: string;
  kind: DataRightsKind;
  name: string;
  status: DataRightsRequestTable["status"];
  createdAt: string;
  dueAt: string;
}

/** The inbox: open requests first, the earliest deadline first; then the closed ones, the latest first. */
export async function listDataRightsRequests(
  db: Kysely<Database>,
  filter: { status?: "open" | "closed"; limit?: number } = {},
): Promise<DataRightsListItem[]> {
  let query = db
    .selectFrom("data_rights_requests")
    .select(["id", "reference", "kind", "name", "status", "created_at as createdAt", "due_at as dueAt"])
    .limit(Math.min(filter.limit ?? 200, 500));
  if (filter.status) query = query.where("status", "=", filter.status);
  query =
    filter.status === "closed"
      ? query.orderBy("created_at", "desc").orderBy("id", "desc")
      : query.orderBy("status", "desc").orderBy("due_at", "asc").orderBy("id", "asc");
  return query.execute();
}

/** One request with the application it is linked to (its ID, or null when none is linked or it was erased). */
export async function findDataRightsRequest(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom("data_rights_requests as r")
    .leftJoin("applications as a", "a.id", "r.application_id")
    .selectAll("r")
    .select(["a.reference as linked_reference"])
    .where("r.id", "=", id)
    .executeTakeFirst();
  return row;
}

export type DataRightsRequest = NonNullable<Awaited<ReturnType<typeof findDataRightsRequest>>>;

/** Who works a request in the console. */
export interface RequestActor {
  userId: number;
  email: string;
  ip: string | null;
}

type Change =
  | { kind: "verify"; note: string }
  | { kind: "link"; applicationReference: string }
  | { kind: "unlink" }
  | { kind: "answer"; answer: string }
  | { kind: "close" };

export type ChangeOutcome = "done" | "closed" | "no-application" | "missing";

/**
 * One step of working a request, with its audit entry (the step's name and the request's number; the note, the
 * answer and the details stay in the request): record how the person's identity was checked, link the request to
 * an application by its ID (console-only: the public page never learns whether it exists), answer, close. A closed
 * request takes no more steps.
 */
export async function changeDataRightsRequest(
  database: Db,
  id: number,
  change: Change,
  actor: RequestActor,
  now = new Date(),
): Promise<ChangeOutcome> {
  return writeTransaction(database, async (trx) => {
    const request = await trx
      .selectFrom("data_rights_requests")
      .select(["reference", "status"])
      .where("id", "=", id)
      .executeTakeFirst();
    if (!request) return "missing";
    if (request.status === "closed") return "closed";
    const at = now.toISOString();
    let after: Record<string, unknown> = {};
    switch (change.kind) {
      case "verify":
        await trx
          .updateTable("data_rights_requests")
          .set({ identity_note: change.note, identity_verified_at: at, identity_verified_by: actor.email })
          .where("id", "=", id)
          .execute();
        break;
      case "link": {
        const application = await trx
          .selectFrom("applications")
          .select("id")
          .where("reference", "=", change.applicationReference)
          .executeTakeFirst();
        if (!application) return "no-application";
        await trx
          .updateTable("data_rights_requests")
          .set({ application_id: application.id })
          .where("id", "=", id)
          .execute();
        after = { applicationId: application.id };
        break;
      }
      case "unlink":
        await trx.updateTable("data_rights_requests").set({ application_id: null }).where("id", "=", id).execute();
        break;
      case "answer":
        await trx
          .updateTable("data_rights_requests")
          .set({ answer: change.answer, answered_at: at })
          .where("id", "=", id)
          .execute();
        break;
      case "close":
        await trx
          .updateTable("data_rights_requests")
          .set({ status: "closed", closed_at: at, closed_by: actor.email })
          .where("id", "=", id)
          .execute();
        break;
    }
    await recordAudit(trx, {
      userId: actor.userId,
      email: actor.email,
      action: `data-rights-${change.kind}`,
      entity: "data_rights_requests",
      entityId: id,
      after: { reference: request.reference, ...after },
      ip: actor.ip,
    });
    return "done";
  });
}

/** Marks an erasure request as carried out (its application was erased in the erasure's own transaction before). */
export async function markErased(db: Kysely<Database>, id: number, actor: RequestActor, now = new Date()) {
  await db
    .updateTable("data_rights_requests")
    .set({ erased_at: now.toISOString(), erased_by: actor.email })
    .where("id", "=", id)
    .execute();
}

/** How many open requests are past their deadline at `now` (the console's dashboard and list). */
export function isOverdue(request: { status: string; dueAt: string }, now = new Date()): boolean {
  return request.status === "open" && request.dueAt <= now.toISOString();
}
