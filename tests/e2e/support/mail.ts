import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { inject } from "vitest";
import { type TestSmtpServer, startTestSmtpServer } from "../../support/smtp-server.ts";

/**
 * The end-to-end run's mail server: a real SMTP server on loopback that writes every message it receives, as sent,
 * to a folder the tests read (they run in other processes than the global setup).
 */
export async function startMailCatcher(): Promise<{ smtp: TestSmtpServer; mailDir: string; close(): Promise<void> }> {
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-e2e-mail-"));
  let count = 0;
  const smtp = await startTestSmtpServer({
    onMessage: (mail) => fs.writeFileSync(path.join(mailDir, `${String(++count).padStart(5, "0")}.eml`), mail.raw),
  });
  return {
    smtp,
    mailDir,
    async close() {
      await smtp.close();
      fs.rmSync(mailDir, { recursive: true, force: true });
    },
  };
}

/** Every message the e2e mail server has received so far, parsed, oldest first. */
export async function receivedMail(): Promise<ParsedMail[]> {
  const dir = inject("mailDir");
  const files = fs
    .readdirSync(dir)
    .filter((name) => name.endsWith(".eml"))
    .sort();
  return Promise.all(files.map((name) => simpleParser(fs.readFileSync(path.join(dir, name)))));
}

/** The addresses a parsed message was sent to. */
export const recipients = (mail: ParsedMail) =>
  (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((to) =>
    to.value.map((address) => address.address),
  );
