import type { Db } from "../../db/client.ts";
import { type Once, writeOnce } from "./form-answers.server.ts";
import { type Consent, recordConsent } from "./consents.server.ts";
import type { FooterEnquiry } from "../schemas/forms/footer-enquiry.ts";
import { messageRef } from "../messages/message-ref.ts";
import type { QuickEnquiry } from "../schemas/forms/quick-enquiry.ts";
import { listProgrammeChoices } from "./programmes.server.ts";
import { type SubmissionMail, afterStored, queueSubmissionMail } from "./submission-mail.server.ts";
import {
  type CaptchaSpend,
  type StoreResult,
  nowIso,
  refused,
  spendCaptcha,
  withNewReference,
} from "./submissions.server.ts";

/**
 * Stores a quick enquiry and spends its captcha solution in one transaction; answers the enquiry number.
 * A programme that is not on offer (unknown, unpublished or "Diploma (AE)") is refused like an empty choice.
 */
export async function addQuickEnquiry(
  database: Db,
  input: QuickEnquiry,
  captcha: CaptchaSpend,
  mail: SubmissionMail,
  once?: Once,
  consent?: Consent,
): Promise<StoreResult<{ reference: string }>> {
  const result = await withNewReference("EQ", (reference) =>
    writeOnce<{ reference: string }>(database, once, async (trx) => {
      const offered = await listProgrammeChoices(trx);
      if (!offered.some((programme) => programme.id === input.programmeId)) {
        return refused("programmeId", messageRef("forms.error.course"));
      }
      await spendCaptcha(trx, captcha);
      const { id } = await trx
        .insertInto("enquiries")
        .values({
          reference,
          name: input.name,
          mobile_no: input.mobileNo,
          programme_id: input.programmeId,
          father_name: input.fatherName,
          gender: input.gender,
          date_of_birth: input.dateOfBirth,
          created_at: nowIso(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await recordConsent(trx, { table: "enquiries", id }, consent);
      await queueSubmissionMail(trx, mail, { table: "enquiries", id, name: input.name, reference });
      return { ok: true as const, value: { reference } };
    }),
  );
  return afterStored(mail, result);
}

export async function addFooterEnquiry(
  database: Db,
  input: FooterEnquiry,
  mail: SubmissionMail,
  once?: Once,
  consent?: Consent,
): Promise<void> {
  await writeOnce(database, once, async (trx) => {
    const { id } = await trx
      .insertInto("footer_enquiries")
      .values({
        name: input.name,
        email: input.email,
        mobile_no: input.mobileNo,
        course: input.course,
        created_at: nowIso(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordConsent(trx, { table: "footer_enquiries", id }, consent);
    await queueSubmissionMail(trx, mail, { table: "footer_enquiries", id, name: input.name });
    return { ok: true, value: null };
  });
  mail.queued();
}
