import type { Db } from "../../db/client.ts";
import type { ContactMessage } from "../schemas/forms/contact.ts";
import { type SubmissionMail, queueSubmissionMail } from "./submission-mail.server.ts";
import { type Once, writeOnce } from "./form-answers.server.ts";
import { nowIso } from "./submissions.server.ts";
import { type Consent, recordConsent } from "./consents.server.ts";

/** Stores a contact message; a resend of the same post (`once`) stores nothing again. */
export async function addContactMessage(
  database: Db,
  input: ContactMessage,
  mail: SubmissionMail,
  once?: Once,
  consent?: Consent,
): Promise<void> {
  await writeOnce(database, once, async (trx) => {
    const { id } = await trx
      .insertInto("contact_messages")
      .values({
        name: input.name,
        email: input.email,
        mobile_no: input.mobileNo,
        subject: input.subject,
        message: input.message,
        created_at: nowIso(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await queueSubmissionMail(trx, mail, { table: "contact_messages", id, name: input.name });
    await recordConsent(trx, { table: "contact_messages", id }, consent);
    return { ok: true, value: null };
  });
  mail.queued();
}
