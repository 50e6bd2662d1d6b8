import type { Db } from "../../db/client.ts";
import type { Config } from "../config.ts";
import { smtpTransport } from "./smtp-transport.ts";
import { type MailWorker, type MailWorkerOptions, createMailWorker } from "./worker.ts";

/**
 * The running mail worker for this configuration, or null when SMTP_HOST is unset: then nothing is sent and the
 * messages wait in the outbox, where the console shows them.
 */
export function startMailWorker(mail: Config["mail"], database: Db, log: MailWorkerOptions["log"]): MailWorker | null {
  if (!mail.smtp) {
    log.info("mail is not configured (SMTP_HOST unset): messages wait in the outbox");
    return null;
  }
  const worker = createMailWorker({ database, transport: smtpTransport(mail.smtp), pollMs: mail.pollMs, log });
  worker.start();
  return worker;
}
