import nodemailer from "nodemailer";
import type { SmtpSettings } from "../config.ts";

export interface MailToSend {
  to: string;
  subject: string;
  text: string;
}

/** Sends one message or throws; `permanent` on the error says the server refused it for good (a 5xx reply). */
export interface MailTransport {
  send(message: MailToSend): Promise<void>;
  close(): void;
}

/** Short timeouts: a slow or silent mail server costs a worker round seconds, never a visitor anything. */
const TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000, dnsTimeout: 10_000 };

export function smtpTransport(settings: SmtpSettings): MailTransport {
  const transporter = nodemailer.createTransport({
    host: settings.host,
    port: settings.port,
    secure: settings.secure,
    auth: settings.auth,
    ...TIMEOUTS,
  });
  return {
    async send(message) {
      await transporter.sendMail({ from: settings.from, to: message.to, subject: message.subject, text: message.text });
    },
    close: () => transporter.close(),
  };
}

/** True when the SMTP server answered with a permanent failure (5xx): trying again will not help. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === "number" && code >= 500 && code < 600;
}
