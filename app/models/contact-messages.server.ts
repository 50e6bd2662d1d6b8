import { type Db, writeTransaction } from "../../db/client.ts";
import type { ContactMessage } from "../schemas/forms/contact.ts";
import { nowIso } from "./submissions.server.ts";

export async function addContactMessage(database: Db, input: ContactMessage): Promise<void> {
  await writeTransaction(database, async (trx) => {
    await trx
      .insertInto("contact_messages")
      .values({
        name: input.name,
        email: input.email,
        mobile_no: input.mobileno,
        subject: input.subject,
        message: input.message,
        created_at: nowIso(),
      })
      .execute();
  });
}
