import type { MailStatus } from "../../../db/schema.ts";

export const mailStatuses = ["pending", "sending", "sent", "failed"] as const satisfies readonly MailStatus[];

/** How the console names a message's status. */
export const mailStatusLabel: Record<MailStatus, string> = {
  pending: "Waiting",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
};
