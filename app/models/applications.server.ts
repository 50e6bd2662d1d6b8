import { type Db, writeTransaction } from "../../db/client.ts";
import { encryptIdProof } from "~/core/crypto.server.ts";
import { t } from "../messages/en.ts";
import type { AdmissionApplication } from "../schemas/forms/admission.ts";
import { listProgrammeChoices } from "./programmes.server.ts";
import { type SubmissionMail, afterStored, queueSubmissionMail } from "./submission-mail.server.ts";
import { type StoreResult, nowIso, refused, withNewReference } from "./submissions.server.ts";
import { claimUpload } from "./uploads.server.ts";

/** Set by the server for every application from the website, whatever a client sends (spec §9). */
export const DATA_SOURCE = "WebAdmission";

/**
 * Stores an admission application in one transaction: checks the programme, claims the uploaded photo (which
 * must exist and be unused), encrypts the Aadhaar/UID number and keeps only its last four digits in clear, and
 * queues the office's notices and the applicant's acknowledgement. Answers the application ID.
 */
export async function addApplication(
  database: Db,
  input: AdmissionApplication,
  idProofKey: Buffer,
  mail: SubmissionMail,
): Promise<StoreResult<{ reference: string }>> {
  const idProofEncrypted = encryptIdProof(idProofKey, input.IDProof);
  const result = await withNewReference("GP", (reference) =>
    writeTransaction<StoreResult<{ reference: string }>>(database, async (trx) => {
      const offered = await listProgrammeChoices(trx);
      if (!offered.some((programme) => programme.id === input.ProgID)) {
        return refused("ProgID", t("forms.error.admission.program"));
      }
      if (!(await claimUpload(trx, input.ProfilePic))) {
        return refused("ProfilePic", t("forms.error.admission.photo"));
      }
      const { id } = await trx
        .insertInto("applications")
        .values({
          reference,
          data_source: DATA_SOURCE,
          name: input.Name,
          date_of_birth: input.DOB,
          gender: input.gender,
          category: input.Category,
          programme_id: input.ProgID,
          email: input.EmailID,
          mobile_no: input.Mobileno,
          alter_mobile_no: input.AlterMobileNo ?? null,
          father_name: input.FatherName,
          mother_name: input.MotherName,
          religion: input.Relision,
          address: input.Address,
          city: input.City,
          pincode: input.Pincode,
          id_proof_encrypted: idProofEncrypted,
          id_proof_last4: input.IDProof.slice(-4),
          photo_record: input.ProfilePic,
          signature: input.Signature ?? null,
          remarks: input.Remarks ?? null,
          is_lateral: 0,
          created_at: nowIso(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await queueSubmissionMail(trx, mail, { table: "applications", id, name: input.Name, reference }, input.EmailID);
      return { ok: true as const, value: { reference } };
    }),
  );
  return afterStored(mail, result);
}
