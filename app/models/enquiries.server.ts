import { type Db, writeTransaction } from "../../db/client.ts";
import { t } from "../messages/en.ts";
import type { FooterEnquiry } from "../schemas/forms/footer-enquiry.ts";
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
): Promise<StoreResult<{ reference: string }>> {
  const result = await withNewReference("EQ", (reference) =>
    writeTransaction<StoreResult<{ reference: string }>>(database, async (trx) => {
      const offered = await listProgrammeChoices(trx);
      if (!offered.some((programme) => programme.id === input.ProgID)) {
        return refused("ProgID", t("forms.error.course"));
      }
      await spendCaptcha(trx, captcha);
      const { id } = await trx
        .insertInto("enquiries")
        .values({
          reference,
          name: input.Name,
          mobile_no: input.Mobileno,
          programme_id: input.ProgID,
          father_name: input.FatherName,
          gender: input.gender,
          date_of_birth: input.DOB,
          created_at: nowIso(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await queueSubmissionMail(trx, mail, { table: "enquiries", id, name: input.Name, reference });
      return { ok: true as const, value: { reference } };
    }),
  );
  return afterStored(mail, result);
}

export async function addFooterEnquiry(database: Db, input: FooterEnquiry, mail: SubmissionMail): Promise<void> {
  await writeTransaction(database, async (trx) => {
    const { id } = await trx
      .insertInto("footer_enquiries")
      .values({
        name: input.name,
        email: input.email,
        mobile_no: input.mobileno,
        course: input.selectedcourse,
        created_at: nowIso(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await queueSubmissionMail(trx, mail, { table: "footer_enquiries", id, name: input.name });
  });
  mail.queued();
}
