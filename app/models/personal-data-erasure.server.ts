import fs from "node:fs/promises";
import path from "node:path";
import { type Kysely, sql } from "kysely";
import { type Db, writeTransaction } from "../../db/client.ts";
import type { Database } from "../../db/schema.ts";
import { applicationKind } from "~/core/inbox/application-kind.ts";
import { deleteIdProof } from "./aadhaar-vault.server.ts";
import { eraseDraftsOf } from "./application-drafts.server.ts";
import { deleteGuardianConsents } from "./guardian-consents.server.ts";
import { type AuditEntry, recordAudit } from "./audit.server.ts";

/** Who or what erases: a staff member confirming a request, or the retention job (no user). */
export interface ErasureActor {
  userId: number | null;
  email: string | null;
  ip?: string | null;
}

/** Why an application is erased; goes into the audit entry (a request's number, never what the person wrote). */
export type ErasureReason = { kind: "request"; request: string } | { kind: "retention"; retentionYears: number };

/** Where an application's files are on disk: the applicants' photos folder (`photosDir` of app/lib/media). */
export interface ErasureFiles {
  photosDir: string;
}

/** What an erasure removed: rows per table and files, for the audit entry and the caller (the counts' statistics). */
export interface ErasureSummary {
  applicationId: number;
  reference: string;
  admissionYear: number;
  programme: string;
  status: string;
  rows: Record<string, number>;
  files: number;
}

/** The calendar year of an instant in India (IST, UTC+5:30): the application's admission year. */
export function istYear(iso: string): number {
  return new Date(new Date(iso).getTime() + 330 * 60_000).getUTCFullYear();
}

/** The tables `eraseApplication` reaches (its test fails when a table that points at applications is missing here). */
export const TABLES_ERASED = [
  "applications",
  "submission_status",
  "status_changes",
  "uploads",
  "aadhaar_vault",
  "consents",
  "guardian_consents",
  "mail_outbox",
  "form_answers",
  "audit_log",
  "data_rights_requests",
  "application_drafts",
] as const;

const count = (result: { numDeletedRows?: bigint; numUpdatedRows?: bigint }) =>
  Number(result.numDeletedRows ?? result.numUpdatedRows ?? 0n);

/**
 * Removes every row that holds the application's data, in one transaction (`trx`), and answers the names of its
 * files to delete once that is committed. The tables, each by how it points at the application:
 * - `applications`: the row itself (the search index's rows and the inbox counts follow by triggers);
 * - `submission_status`, `status_changes`: its workflow state and history (the office's notes);
 * - `uploads`: its photo's row (the file goes after the commit);
 * - `aadhaar_vault`: its sealed Aadhaar/UID number, by the application's token (decision 062);
 * - `consents`: the consent given with it (decision 064);
 * - `guardian_consents`: its guardian and how they consented (decision 068);
 * - `mail_outbox`: mails about it (to the applicant's address, with its ID);
 * - `form_answers`: the stored answer of its form post, which names its ID;
 * - `audit_log`: earlier entries about it keep what was done and when, but lose their before/after details (a status
 *   note may name the person);
 * - `data_rights_requests`: a request linked to it keeps its own record and loses the link;
 * - `application_drafts`: unfinished drafts saved with the applicant's e-mail address, with their vault entries, link
 *   mails and photos (decision 067).
 * A table added later that references an application must be added here (decision 063).
 */
async function deleteApplicationRows(
  trx: Kysely<Database>,
  id: number,
  application: { reference: string; photoRecord: string; idProofToken: string | null; email: string },
) {
  const { reference, photoRecord, idProofToken, email } = application;
  const rows: Record<string, number> = {};
  const photos = await trx.selectFrom("uploads").select("file_name").where("record", "=", photoRecord).execute();
  rows.submission_status = count(
    await trx
      .deleteFrom("submission_status")
      .where("kind", "=", applicationKind.statusKind)
      .where("submission_id", "=", id)
      .executeTakeFirst(),
  );
  rows.status_changes = count(
    await trx
      .deleteFrom("status_changes")
      .where("kind", "=", applicationKind.statusKind)
      .where("submission_id", "=", id)
      .executeTakeFirst(),
  );
  rows.mail_outbox = count(
    await trx
      .deleteFrom("mail_outbox")
      .where("submission_kind", "=", applicationKind.table)
      .where("submission_id", "=", id)
      .executeTakeFirst(),
  );
  rows.form_answers = count(
    await trx
      .deleteFrom("form_answers")
      .where("form", "=", "admission")
      .where("answer", "like", `%${reference}%`)
      .executeTakeFirst(),
  );
  rows.audit_log_details = count(
    await trx
      .updateTable("audit_log")
      .set({ before_json: null, after_json: null })
      .where("entity", "=", applicationKind.table)
      .where("entity_id", "=", String(id))
      .where((eb) => eb.or([eb("before_json", "is not", null), eb("after_json", "is not", null)]))
      .executeTakeFirst(),
  );
  rows.data_rights_links = count(
    await trx
      .updateTable("data_rights_requests")
      .set({ application_id: null })
      .where("application_id", "=", id)
      .executeTakeFirst(),
  );
  rows.consents = count(
    await trx
      .deleteFrom("consents")
      .where("submission_table", "=", applicationKind.table)
      .where("submission_id", "=", id)
      .executeTakeFirst(),
  );
  rows.guardian_consents = await deleteGuardianConsents(trx, [id]);
  rows.applications = count(await trx.deleteFrom("applications").where("id", "=", id).executeTakeFirst());
  rows.aadhaar_vault = idProofToken ? await deleteIdProof(trx, idProofToken) : 0;
  rows.uploads = count(await trx.deleteFrom("uploads").where("record", "=", photoRecord).executeTakeFirst());
  const drafts = await eraseDraftsOf(trx, email);
  rows.application_drafts = drafts.rows;
  return { rows, files: [...photos.map((photo) => photo.file_name), ...drafts.files] };
}

/**
 * SQLite's inbox search (an FTS5 index, migration 008) marks a deleted row's terms as deleted in a new segment and
 * drops them only when segments merge: `optimize` merges them now, so no trigram of the erased name stays in the
 * file. PostgreSQL's dead rows and index entries go with its (auto)vacuum.
 */
async function purgeSearchIndex({ db, dialect }: Db) {
  if (dialect !== "sqlite") return;
  await sql`insert into applications_search (applications_search) values ('optimize')`.execute(db);
}

/**
 * Erases one application (DPDP Act 2023, section 12; decision 063): every row that holds its data is deleted — not
 * flagged — in one transaction together with an audit entry that keeps only what was erased and why (the ID, the
 * admission year, the programme, the status, how many rows of each table; never the name or anything the person
 * wrote), and its files are deleted from disk once that is committed. `onErased` runs in the same transaction (the
 * retention job counts it there). Answers undefined when the application is gone already (another process erased
 * it first), so an erasure happens, and is counted and audited, exactly once.
 */
export async function eraseApplication(
  database: Db,
  files: ErasureFiles,
  applicationId: number,
  actor: ErasureActor,
  reason: ErasureReason,
  onErased?: (trx: Kysely<Database>, summary: ErasureSummary) => Promise<void>,
): Promise<ErasureSummary | undefined> {
  const erased = await writeTransaction(database, async (trx) => {
    if (database.dialect === "postgres") {
      // Two erasures of one application at once (two processes' retention jobs): the second waits here until the
      // first commits, then finds nothing and changes nothing. Without the lock it went on, statement by statement,
      // and blanked the audit entry the first had just written. (SQLite's writes take the whole file in turn.)
      await trx.selectFrom("applications").select("id").where("id", "=", applicationId).forUpdate().execute();
    }
    const row = await trx
      .selectFrom("applications")
      .leftJoin("programmes", "programmes.id", "applications.programme_id")
      .leftJoin("submission_status", (join) =>
        join
          .onRef("submission_status.submission_id", "=", "applications.id")
          .on("submission_status.kind", "=", applicationKind.statusKind),
      )
      .select((eb) => [
        "applications.reference",
        "applications.created_at",
        "applications.photo_record",
        "applications.id_proof_token",
        "applications.email",
        eb.fn.coalesce("programmes.display_text", sql.lit("")).as("programme"),
        eb.fn.coalesce("submission_status.status", sql.lit(applicationKind.workflow.initial)).as("status"),
      ])
      .where("applications.id", "=", applicationId)
      .executeTakeFirst();
    if (!row) return undefined;
    const { rows, files: names } = await deleteApplicationRows(trx, applicationId, {
      reference: row.reference,
      photoRecord: row.photo_record,
      idProofToken: row.id_proof_token,
      email: row.email,
    });
    if (rows.applications !== 1) return undefined;
    const summary: ErasureSummary = {
      applicationId,
      reference: row.reference,
      admissionYear: istYear(row.created_at),
      programme: String(row.programme),
      status: String(row.status),
      rows,
      files: names.length,
    };
    const entry: AuditEntry = {
      userId: actor.userId,
      email: actor.email,
      action: "application-erased",
      entity: applicationKind.table,
      entityId: applicationId,
      after: {
        reference: summary.reference,
        admissionYear: summary.admissionYear,
        programme: summary.programme,
        status: summary.status,
        reason: reason.kind === "request" ? `request ${reason.request}` : `retention ${reason.retentionYears} years`,
        rows,
        files: names.length,
      },
      ip: actor.ip ?? null,
    };
    await recordAudit(trx, entry);
    if (onErased) await onErased(trx, summary);
    return { summary, names };
  });
  if (!erased) return undefined;
  await purgeSearchIndex(database);
  for (const name of erased.names) await fs.rm(path.join(files.photosDir, path.basename(name)), { force: true });
  return erased.summary;
}
