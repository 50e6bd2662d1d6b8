import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import { statusChangeMail } from "~/core/mail/status-mail.ts";
import { defaultLanguage, isLanguage } from "../messages/catalogue.ts";
import { enqueueMail } from "./mail-outbox.server.ts";

/**
 * Queues the applicant's mail about a new status of their application, if the application has an address; call it
 * in the transaction that records the change, so the mail is kept exactly when the change is (and a refused, stale
 * change mails nothing). In the language the application was sent in. Answers whether a message was queued.
 */
export async function queueStatusMail(
  trx: Kysely<Database>,
  change: { applicationId: number; status: string; siteUrl: string },
): Promise<boolean> {
  const application = await trx
    .selectFrom("applications")
    .select(["reference", "email", "language"])
    .where("id", "=", change.applicationId)
    .executeTakeFirst();
  const address = application?.email.trim();
  if (!application || !address) return false;
  const text = statusChangeMail(
    { reference: application.reference, status: change.status },
    change.siteUrl,
    isLanguage(application.language) ? application.language : defaultLanguage,
  );
  await enqueueMail(trx, [
    { to: address, ...text, purpose: "status", submission: { kind: "applications", id: change.applicationId } },
  ]);
  return true;
}
