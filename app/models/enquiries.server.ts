import { type Db, writeTransaction } from "../../db/client.ts";
import { t } from "../messages/en.ts";
import type { FooterEnquiry } from "../schemas/forms/footer-enquiry.ts";
import type { QuickEnquiry } from "../schemas/forms/quick-enquiry.ts";
import { listProgrammeChoices } from "./programmes.server.ts";
import { type CaptchaSpend, type StoreResult, nowIso, refused, spendCaptcha, withNewReference } from "./submissions.server.ts";

/**
 * Stores a quick enquiry and spends its captcha solution in one transaction; answers the enquiry number.
 * A programme that is not on offer (unknown, unpublished or "Diploma (AE)") is refused like an empty choice.
 */
export async function addQuickEnquiry(
  database: Db,
  input: QuickEnquiry,
  captcha: CaptchaSpend,
): Promise<StoreResult<{ reference: string }>> {
  return withNewReference("EQ", (reference) =>
    writeTransaction<StoreResult<{ reference: string }>>(database, async (trx) => {
      const offered = await listProgrammeChoices(trx);
      if (!offered.some((programme) => programme.id === input.ProgID)) {
        return refused("ProgID", t("forms.error.course"));
      }
      await spendCaptcha(trx, captcha);
      await trx
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
        .execute();
      return { ok: true as const, value: { reference } };
    }),
  );
}

export async function addFooterEnquiry(database: Db, input: FooterEnquiry): Promise<void> {
  await writeTransaction(database, async (trx) => {
    await trx
      .insertInto("footer_enquiries")
      .values({ name: input.name, email: input.email, mobile_no: input.mobileno, course: input.selectedcourse, created_at: nowIso() })
      .execute();
  });
}
