import type { Kysely } from "kysely";
import type { Db } from "../../db/client.ts";
import type { Database } from "../../db/schema.ts";
import { type Once, writeOnce } from "./form-answers.server.ts";
import { type Consent, recordConsent } from "./consents.server.ts";
import type { IdProofKeyring } from "~/core/id-proof-keyring.ts";
import { storeIdProof } from "./aadhaar-vault.server.ts";
import { type Language, defaultLanguage } from "../messages/catalogue.ts";
import type { AdmissionApplication } from "../schemas/forms/admission.ts";
import { messageRef } from "../messages/message-ref.ts";
import { listProgrammeChoices } from "./programmes.server.ts";
import { type SubmissionMail, afterStored, queueSubmissionMail } from "./submission-mail.server.ts";
import { type StoreResult, refused, withNewReference } from "./submissions.server.ts";
import { claimUpload } from "./uploads.server.ts";
import { isMinorOn } from "~/core/age.ts";
import type { Guardian } from "../schemas/forms/guardian.ts";
import { awaitGuardianConsent } from "./guardian-consents.server.ts";

/** Set by the server for every application from the website, whatever a client sends (spec §9). */
export const DATA_SOURCE = "WebAdmission";

/** How an under-18 application waits for its guardian's consent: a link mailed to them, or the office to record it. */
export type GuardianWait = "mailed" | "office";

/** A stored application: its ID, and for an applicant under 18 how consent is awaited (decision 068). */
export interface StoredApplication {
  reference: string;
  guardianConsent?: GuardianWait;
}

/**
 * Stores an admission application in one transaction: checks the programme, claims the uploaded photo (which
 * must exist and be unused), seals the Aadhaar/UID number in the vault (decision 062; the application keeps the
 * vault token and the last four digits in clear), and queues the office's notices and the applicant's
 * acknowledgement (in the language they applied in). An applicant under 18 on the day in India (decision 068) waits
 * for a guardian's consent: the guardian the form named (`guardian`; with an e-mail address they get a link), or
 * none (the legacy JSON API), for the office to record. `alsoInTransaction` runs in the same transaction before the
 * mail is queued (the end of the draft it was sent from, decision 067). Answers the application ID and, for an
 * applicant under 18, how the consent is awaited.
 */
export async function addApplication(
  database: Db,
  input: AdmissionApplication,
  idProofKeys: IdProofKeyring,
  mail: SubmissionMail,
  language: Language = defaultLanguage,
  once?: Once,
  consent?: Consent,
  extras: {
    guardian?: Guardian;
    now?: Date;
    alsoInTransaction?: (trx: Kysely<Database>) => Promise<unknown>;
  } = {},
): Promise<StoreResult<StoredApplication>> {
  const { guardian, now = new Date(), alsoInTransaction } = extras;
  const result = await withNewReference("GP", (reference) =>
    writeOnce<StoredApplication>(database, once, async (trx) => {
      const offered = await listProgrammeChoices(trx);
      if (!offered.some((programme) => programme.id === input.programmeId)) {
        return refused("programmeId", messageRef("forms.error.admission.program"));
      }
      if (!(await claimUpload(trx, input.photoRecord))) {
        return refused("photoRecord", messageRef("forms.error.admission.photo"));
      }
      const idProofToken = await storeIdProof(trx, idProofKeys, input.idProof);
      const { id } = await trx
        .insertInto("applications")
        .values({
          reference,
          data_source: DATA_SOURCE,
          name: input.name,
          date_of_birth: input.dateOfBirth,
          gender: input.gender,
          category: input.category,
          programme_id: input.programmeId,
          email: input.email,
          mobile_no: input.mobileNo,
          alter_mobile_no: input.alterMobileNo ?? null,
          father_name: input.fatherName,
          mother_name: input.motherName,
          religion: input.religion,
          address: input.address,
          city: input.city,
          pincode: input.pincode,
          id_proof_token: idProofToken,
          id_proof_last4: input.idProof.slice(-4),
          photo_record: input.photoRecord,
          signature: input.signature ?? null,
          remarks: input.remarks ?? null,
          is_lateral: 0,
          created_at: now.toISOString(),
          language,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordConsent(trx, { table: "applications", id }, consent);
      const minor = isMinorOn(input.dateOfBirth, now);
      if (minor) await awaitGuardianConsent(trx, { id, reference, language }, guardian, mail.siteUrl, now);
      await alsoInTransaction?.(trx);
      await queueSubmissionMail(
        trx,
        mail,
        { table: "applications", id, name: input.name, reference },
        { email: input.email, language },
      );
      const awaiting: GuardianWait | undefined = minor ? (guardian?.email ? "mailed" : "office") : undefined;
      return { ok: true as const, value: awaiting ? { reference, guardianConsent: awaiting } : { reference } };
    }),
  );
  return afterStored(mail, result);
}
