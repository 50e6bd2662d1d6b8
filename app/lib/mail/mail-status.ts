import type { MailStatus } from "../../../db/schema.ts";
import { type MessageKey, defaultLanguage, translator } from "../../messages/catalogue.ts";

export const mailStatuses = ["pending", "sending", "sent", "failed"] as const satisfies readonly MailStatus[];

/** How the console names a message's status: a catalogue key, shown with the page's `t`. */
export const mailStatusKey: Record<MailStatus, MessageKey> = {
  pending: "mail.status.pending",
  sending: "mail.status.sending",
  sent: "mail.status.sent",
  failed: "mail.status.failed",
};

const english = translator(defaultLanguage);

/** The statuses' English names, for console pages not yet handed the page's `t`; new code uses `mailStatusKey`. */
export const mailStatusLabel = Object.fromEntries(
  mailStatuses.map((status) => [status, english(mailStatusKey[status])]),
) as Record<MailStatus, string>;
