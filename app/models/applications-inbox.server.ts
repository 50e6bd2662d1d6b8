import { type Kysely, sql } from "kysely";
import type { Database } from "../../db/schema.ts";
import "../../db/schema-staff.ts";
import "./submissions.server.ts";
import { istDayEnd, istDayStart } from "../lib/inbox/ist-day.ts";
import type { ApplicationStatus } from "../lib/inbox/workflow.ts";

export interface InboxFilter {
  q?: string;
  from?: string;
  to?: string;
  programmeId?: number;
  status?: ApplicationStatus;
}

const KIND = "application";

function filtered(db: Kysely<Database>, filter: InboxFilter) {
  let query = db
    .selectFrom("applications")
    .innerJoin("programmes", "programmes.id", "applications.programme_id")
    .leftJoin("submission_status", (join) =>
      join.onRef("submission_status.submission_id", "=", "applications.id").on("submission_status.kind", "=", KIND),
    );
  const q = filter.q?.trim().toLowerCase();
  if (q) {
    const like = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["applications.name"]), "like", like),
        eb(eb.fn("lower", ["applications.email"]), "like", like),
        eb("applications.mobile_no", "like", like),
        eb(eb.fn("lower", ["applications.reference"]), "like", like),
      ]),
    );
  }
  if (filter.from) query = query.where("applications.created_at", ">=", istDayStart(filter.from));
  if (filter.to) query = query.where("applications.created_at", "<", istDayEnd(filter.to));
  if (filter.programmeId) query = query.where("applications.programme_id", "=", filter.programmeId);
  if (filter.status) query = query.where(sql`coalesce(submission_status.status, 'received')`, "=", filter.status);
  return query;
}

export interface InboxRow {
  id: number;
  reference: string;
  name: string;
  mobileNo: string;
  email: string;
  programme: string;
  status: ApplicationStatus;
  createdAt: string;
}

/** A page of applications, newest first, after the cursor (keyset pagination: as fast on page 1000 as on page 1). */
export async function listApplications(
  db: Kysely<Database>,
  filter: InboxFilter,
  page: { after?: { createdAt: string; id: number }; limit: number },
): Promise<InboxRow[]> {
  let query = filtered(db, filter).select([
    "applications.id",
    "applications.reference",
    "applications.name",
    "applications.mobile_no as mobileNo",
    "applications.email",
    "programmes.display_text as programme",
    sql<ApplicationStatus>`coalesce(submission_status.status, 'received')`.as("status"),
    "applications.created_at as createdAt",
  ]);
  const after = page.after;
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb("applications.created_at", "<", after.createdAt),
        eb.and([eb("applications.created_at", "=", after.createdAt), eb("applications.id", "<", after.id)]),
      ]),
    );
  }
  return query.orderBy("applications.created_at", "desc").orderBy("applications.id", "desc").limit(page.limit).execute();
}

export async function countApplications(db: Kysely<Database>, filter: InboxFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Every field of one application (the ID proof only as its last four digits) and its status history. */
export async function findApplication(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom("applications")
    .innerJoin("programmes", "programmes.id", "applications.programme_id")
    .leftJoin("submission_status", (join) =>
      join.onRef("submission_status.submission_id", "=", "applications.id").on("submission_status.kind", "=", KIND),
    )
    .select([
      "applications.id",
      "applications.reference",
      "applications.data_source as dataSource",
      "applications.name",
      "applications.date_of_birth as dateOfBirth",
      "applications.gender",
      "applications.category",
      "programmes.display_text as programme",
      "applications.email",
      "applications.mobile_no as mobileNo",
      "applications.alter_mobile_no as alterMobileNo",
      "applications.father_name as fatherName",
      "applications.mother_name as motherName",
      "applications.religion",
      "applications.address",
      "applications.city",
      "applications.pincode",
      "applications.id_proof_last4 as idProofLast4",
      "applications.photo_record as photoRecord",
      "applications.remarks",
      "applications.is_lateral as isLateral",
      "applications.created_at as createdAt",
      sql<ApplicationStatus>`coalesce(submission_status.status, 'received')`.as("status"),
    ])
    .where("applications.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  const history = await db
    .selectFrom("status_changes")
    .select(["from_status as from", "to_status as to", "note", "email", "at"])
    .where("kind", "=", KIND)
    .where("submission_id", "=", id)
    .orderBy("id")
    .execute();
  return { ...row, history };
}

/** The encrypted ID proof, for the audited reveal only. */
export async function findEncryptedIdProof(db: Kysely<Database>, id: number): Promise<string | undefined> {
  const row = await db.selectFrom("applications").select("id_proof_encrypted").where("id", "=", id).executeTakeFirst();
  return row?.id_proof_encrypted;
}

/** Records a status change and its note; call inside a write transaction, after checking the transition. */
export async function setApplicationStatus(
  db: Kysely<Database>,
  change: { id: number; from: ApplicationStatus; to: ApplicationStatus; note: string; userId: number; email: string },
) {
  const at = new Date().toISOString();
  const updated = await db
    .updateTable("submission_status")
    .set({ status: change.to, updated_at: at })
    .where("kind", "=", KIND)
    .where("submission_id", "=", change.id)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await db.insertInto("submission_status").values({ kind: KIND, submission_id: change.id, status: change.to, updated_at: at }).execute();
  }
  await db
    .insertInto("status_changes")
    .values({
      kind: KIND,
      submission_id: change.id,
      from_status: change.from,
      to_status: change.to,
      note: change.note || null,
      user_id: change.userId,
      email: change.email,
      at,
    })
    .execute();
}

/** Every matching application with the exportable fields, newest first (ID proof only as its last four digits). */
export async function exportApplications(db: Kysely<Database>, filter: InboxFilter, limit = 100_000) {
  return filtered(db, filter)
    .select([
      "applications.reference",
      "applications.created_at as createdAt",
      sql<ApplicationStatus>`coalesce(submission_status.status, 'received')`.as("status"),
      "applications.name",
      "applications.date_of_birth as dateOfBirth",
      "applications.gender",
      "applications.category",
      "programmes.display_text as programme",
      "applications.mobile_no as mobileNo",
      "applications.alter_mobile_no as alterMobileNo",
      "applications.email",
      "applications.father_name as fatherName",
      "applications.mother_name as motherName",
      "applications.religion",
      "applications.address",
      "applications.city",
      "applications.pincode",
      "applications.id_proof_last4 as idProofLast4",
    ])
    .orderBy("applications.created_at", "desc")
    .orderBy("applications.id", "desc")
    .limit(limit)
    .execute();
}
