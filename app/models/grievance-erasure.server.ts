import fs from "node:fs/promises";
import path from "node:path";
import type { Kysely } from "kysely";
import { type Db, writeTransaction } from "../../db/client.ts";
import type { Database } from "../../db/schema.ts";
import { type AuditEntry, recordAudit } from "./audit.server.ts";
import { type ErasureActor, istYear } from "./personal-data-erasure.server.ts";

/** The tables `eraseGrievance` reaches (its test fails when a table that points at grievances is missing here). */
export const GRIEVANCE_TABLES_ERASED = [
  "grievances",
  "grievance_events",
  "consents",
  "mail_outbox",
  "form_answers",
  "audit_log",
  "data_rights_grievances",
] as const;

/** The statuses a grievance may be erased in: the committee has finished with it (decision 070). */
export const ERASABLE_GRIEVANCE_STATUSES: readonly string[] = ["resolved", "closed"];

export type GrievanceErasure =
  | { ok: true; number: string; rows: Record<string, number>; files: number }
  | { ok: false; reason: "gone" | "open"; status?: string };

const count = (result: { numDeletedRows?: bigint; numUpdatedRows?: bigint }) =>
  Number(result.numDeletedRows ?? result.numUpdatedRows ?? 0n);

/**
 * Removes every row that holds a grievance's data, in `trx`:
 * - `grievances`: the row itself (the name, the contact, the text, the attachment's name);
 * - `grievance_events`: its statuses and the committee's notes;
 * - `consents`: the privacy notice's consent given with it (decision 064);
 * - `mail_outbox`: the mails about it — linked to it, or naming its number (the lodger's acknowledgement, queued
 *   without a link before decision 070, and the committee's notices, which name the lodger);
 * - `form_answers`: the stored answer of its post, which names its number;
 * - `audit_log`: earlier entries about it keep what was done and when, and lose their before/after details;
 * - `data_rights_grievances`: a request's link keeps the number and when it was erased, and loses the row's id.
 */
async function deleteGrievanceRows(trx: Kysely<Database>, id: number, number: string, at: string) {
  const rows: Record<string, number> = {};
  rows.grievance_events = count(
    await trx.deleteFrom("grievance_events").where("grievance_id", "=", id).executeTakeFirst(),
  );
  rows.consents = count(
    await trx
      .deleteFrom("consents")
      .where("submission_table", "=", "grievances")
      .where("submission_id", "=", id)
      .executeTakeFirst(),
  );
  rows.mail_outbox = count(
    await trx
      .deleteFrom("mail_outbox")
      .where((eb) =>
        eb.or([
          eb.and([eb("submission_kind", "=", "grievances"), eb("submission_id", "=", id)]),
          eb("subject", "like", `%${number}%`),
          eb("body_text", "like", `%${number}%`),
        ]),
      )
      .executeTakeFirst(),
  );
  rows.form_answers = count(
    await trx
      .deleteFrom("form_answers")
      .where("form", "=", "grievance")
      .where("answer", "like", `%${number}%`)
      .executeTakeFirst(),
  );
  rows.audit_log_details = count(
    await trx
      .updateTable("audit_log")
      .set({ before_json: null, after_json: null })
      .where("entity", "=", "grievances")
      .where("entity_id", "=", String(id))
      .where((eb) => eb.or([eb("before_json", "is not", null), eb("after_json", "is not", null)]))
      .executeTakeFirst(),
  );
  rows.data_rights_links = count(
    await trx
      .updateTable("data_rights_grievances")
      .set({ grievance_id: null, erased_at: at })
      .where("grievance_id", "=", id)
      .executeTakeFirst(),
  );
  rows.grievances = count(await trx.deleteFrom("grievances").where("id", "=", id).executeTakeFirst());
  return rows;
}

/**
 * Erases one grievance a person lodged (DPDP Act 2023, section 12; decision 070), as `eraseApplication` erases an
 * application: its rows deleted in one transaction with one audit entry `grievance-erased` that keeps only the
 * number, the category, the status, the year received, the reason and the rows counted (never the name, the contact
 * or the text), then its attachment's file. A grievance the committee has not resolved or closed is refused
 * (`open`): its work would vanish under it; the committee closes it first. `onErased` runs in the same transaction.
 */
export async function eraseGrievance(
  database: Db,
  files: { grievancesDir: string },
  grievanceId: number,
  actor: ErasureActor,
  reason: { request: string },
  onErased?: (trx: Kysely<Database>) => Promise<void>,
  now = new Date(),
): Promise<GrievanceErasure> {
  const erased = await writeTransaction(database, async (trx): Promise<GrievanceErasure & { file?: string | null }> => {
    const row = await (database.dialect === "postgres"
      ? trx
          .selectFrom("grievances")
          .select(["number", "status", "category", "received_at", "attachment_file"])
          .where("id", "=", grievanceId)
          .forUpdate()
          .executeTakeFirst()
      : trx
          .selectFrom("grievances")
          .select(["number", "status", "category", "received_at", "attachment_file"])
          .where("id", "=", grievanceId)
          .executeTakeFirst());
    if (!row) return { ok: false, reason: "gone" };
    if (!ERASABLE_GRIEVANCE_STATUSES.includes(row.status)) return { ok: false, reason: "open", status: row.status };
    const rows = await deleteGrievanceRows(trx, grievanceId, row.number, now.toISOString());
    if (rows.grievances !== 1) return { ok: false, reason: "gone" };
    const files = row.attachment_file ? 1 : 0;
    const entry: AuditEntry = {
      userId: actor.userId,
      email: actor.email,
      action: "grievance-erased",
      entity: "grievances",
      entityId: grievanceId,
      after: {
        number: row.number,
        category: row.category,
        status: row.status,
        receivedYear: istYear(row.received_at),
        reason: `request ${reason.request}`,
        rows,
        files,
      },
      ip: actor.ip ?? null,
    };
    await recordAudit(trx, entry);
    if (onErased) await onErased(trx);
    return { ok: true, number: row.number, rows, files, file: row.attachment_file };
  });
  if (!erased.ok) return erased;
  const { file, ...summary } = erased;
  if (file) await fs.rm(path.join(files.grievancesDir, path.basename(file)), { force: true });
  return summary;
}
