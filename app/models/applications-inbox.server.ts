import { type Kysely, sql } from "kysely";
import type { ApplicationTable, Database } from "../../db/schema.ts";
import { applicationKind } from "~/core/inbox/application-kind.ts";
import { statusHistory } from "./inbox.server.ts";

/**
 * What the applications inbox needs beyond the shared inbox model (app/models/inbox.server.ts): the detail page's
 * photo and source fields, and the ID proof's vault token for the admin-only export.
 */
export async function findApplication(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom("applications")
    .innerJoin("programmes", "programmes.id", "applications.programme_id")
    .leftJoin("submission_status", (join) =>
      join
        .onRef("submission_status.submission_id", "=", "applications.id")
        .on("submission_status.kind", "=", applicationKind.statusKind),
    )
    .select((eb) => [
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
      eb.fn.coalesce("submission_status.status", sql.lit(applicationKind.workflow.initial)).as("status"),
    ])
    .where("applications.id", "=", id)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...row, history: await statusHistory(db, applicationKind, id) };
}

/** The column holding the ID proof's vault token, read by the admin-only unmasked export. */
export const ID_PROOF_TOKEN_COLUMN = "t.id_proof_token" satisfies `t.${keyof ApplicationTable}`;
