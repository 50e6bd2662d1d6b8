import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { GuardianConsentStatus, GuardianConsentWay } from "../../db/schema-guardian.ts";
import { applicationKind } from "~/core/inbox/application-kind.ts";
import type { DraftFields } from "~/schemas/forms/admission-draft.ts";

/** The parent's or guardian's row of an under-18 application as the access answer shows it: never its link's token. */
export interface GuardianHeld {
  name: string | null;
  relation: string | null;
  email: string | null;
  mobileNo: string | null;
  status: GuardianConsentStatus;
  confirmedAt: string | null;
  confirmedVia: GuardianConsentWay | null;
}

/** An unfinished draft saved with the applicant's address (decision 067): when, until when, the fields it keeps. */
export interface DraftHeld {
  savedAt: string;
  updatedAt: string;
  expiresAt: string;
  language: string;
  fields: DraftFields;
  /** The programme the draft names, by its name (the draft keeps its id as typed). */
  programme: string | null;
  /** The last four digits of the number sealed in the vault; the vault is never opened for this. */
  idProofLast4: string | null;
  hasPhoto: boolean;
}

async function guardianHeld(db: Kysely<Database>, applicationId: number): Promise<GuardianHeld | undefined> {
  const row = await db
    .selectFrom("guardian_consents")
    .select(["guardian_name", "relation", "email", "mobile_no", "status", "confirmed_at", "confirmed_via"])
    .where("application_id", "=", applicationId)
    .executeTakeFirst();
  return (
    row && {
      name: row.guardian_name,
      relation: row.relation,
      email: row.email,
      mobileNo: row.mobile_no,
      status: row.status,
      confirmedAt: row.confirmed_at,
      confirmedVia: row.confirmed_via,
    }
  );
}

/** The drafts saved with an e-mail address (in any letter case, as their erasure finds them), oldest first. */
export async function draftsHeld(db: Kysely<Database>, email: string): Promise<DraftHeld[]> {
  const rows = await db
    .selectFrom("application_drafts")
    .select(["created_at", "updated_at", "expires_at", "language", "fields_json", "id_proof_last4", "photo_record"])
    .where((eb) => eb(eb.fn("lower", ["email"]), "=", email.toLowerCase()))
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  if (rows.length === 0) return [];
  const programmes = new Map(
    (await db.selectFrom("programmes").select(["id", "display_text"]).execute()).map((p) => [
      String(p.id),
      p.display_text,
    ]),
  );
  return rows.map((row) => {
    const fields = JSON.parse(row.fields_json) as DraftFields;
    return {
      savedAt: row.created_at,
      updatedAt: row.updated_at,
      expiresAt: row.expires_at,
      language: row.language,
      fields,
      programme: fields.programmeId ? (programmes.get(fields.programmeId) ?? fields.programmeId) : null,
      idProofLast4: row.id_proof_last4,
      hasPhoto: row.photo_record !== null,
    };
  });
}

/**
 * Everything held about one application, for the answer to an access request (decision 063): its fields (the
 * Aadhaar/UID number as its last four digits only), its status history without the office's notes and who made
 * them, the mails queued about it (when, to whom, the subject), its photo's file name, the parent's or guardian's
 * row of an applicant under 18 (decision 068) and the unfinished drafts saved with its e-mail address (decision 067),
 * which its erasure takes too. Undefined when it is gone.
 */
export async function applicationDataHeld(db: Kysely<Database>, id: number) {
  const application = await db
    .selectFrom("applications as a")
    .leftJoin("programmes as p", "p.id", "a.programme_id")
    .leftJoin("uploads as u", "u.record", "a.photo_record")
    .leftJoin("submission_status as s", (join) =>
      join.onRef("s.submission_id", "=", "a.id").on("s.kind", "=", applicationKind.statusKind),
    )
    .select([
      "a.reference",
      "a.created_at",
      "a.name",
      "a.date_of_birth",
      "a.gender",
      "a.category",
      "a.religion",
      "p.display_text as programme",
      "a.is_lateral",
      "a.email",
      "a.mobile_no",
      "a.alter_mobile_no",
      "a.father_name",
      "a.mother_name",
      "a.address",
      "a.city",
      "a.pincode",
      "a.id_proof_last4",
      "a.remarks",
      "a.language",
      "s.status",
      "u.file_name as photo_file",
    ])
    .where("a.id", "=", id)
    .executeTakeFirst();
  if (!application) return undefined;
  const history = await db
    .selectFrom("status_changes")
    .select(["to_status as to", "at"])
    .where("kind", "=", applicationKind.statusKind)
    .where("submission_id", "=", id)
    .orderBy("id")
    .execute();
  const mails = await db
    .selectFrom("mail_outbox")
    .select(["created_at", "to_address", "subject"])
    .where("submission_kind", "=", applicationKind.table)
    .where("submission_id", "=", id)
    .orderBy("id")
    .execute();
  return {
    application,
    status: application.status ?? applicationKind.workflow.initial,
    history,
    mails,
    guardian: await guardianHeld(db, id),
    drafts: await draftsHeld(db, application.email),
  };
}

export type ApplicationDataHeld = NonNullable<Awaited<ReturnType<typeof applicationDataHeld>>>;

/**
 * The grievances linked to a request that still exist (decision 070), for the access answer: everything the person
 * sent (the attachment by its type and size), its status, dates and the statuses it reached, and the mails queued to
 * the address given with it. Never the committee's notes, nor who acted.
 */
export async function grievancesHeld(db: Kysely<Database>, requestId: number) {
  const grievances = await db
    .selectFrom("data_rights_grievances as l")
    .innerJoin("grievances as g", "g.id", "l.grievance_id")
    .select([
      "g.id",
      "g.number",
      "g.lodged_by",
      "g.name",
      "g.mobile",
      "g.email",
      "g.category",
      "g.description",
      "g.attachment_mime",
      "g.attachment_bytes",
      "g.status",
      "g.language",
      "g.received_at",
      "g.due_at",
      "g.resolved_at",
    ])
    .where("l.request_id", "=", requestId)
    .orderBy("l.id")
    .execute();
  return Promise.all(
    grievances.map(async (grievance) => {
      const history = await db
        .selectFrom("grievance_events")
        .select(["at", "to_status as to"])
        .where("grievance_id", "=", grievance.id)
        .where("kind", "=", "status")
        .orderBy("id")
        .execute();
      const mails = grievance.email
        ? await db
            .selectFrom("mail_outbox")
            .select(["created_at", "to_address", "subject"])
            .where((eb) => eb(eb.fn("lower", ["to_address"]), "=", grievance.email!.toLowerCase()))
            .where("body_text", "like", `%${grievance.number}%`)
            .orderBy("id")
            .execute()
        : [];
      return { ...grievance, history, mails };
    }),
  );
}

export type GrievanceHeld = Awaited<ReturnType<typeof grievancesHeld>>[number];
