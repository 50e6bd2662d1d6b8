import { type Db, writeTransaction } from "../../db/client.ts";
import type { ContactMessage } from "../schemas/forms/contact.ts";
import { type SubmissionMail, queueSubmissionMail } from "./submission-mail.server.ts";
import { nowIso } from "./submissions.server.ts";

export async function addContactMessage(database: Db, input: ContactMessage, mail: SubmissionMail): Promise<void> {
  await writeTransaction(database, async (trx) => {
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
  });
  mail.queued();
}
