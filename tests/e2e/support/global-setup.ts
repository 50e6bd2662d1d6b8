import type { TestProject } from "vitest/node";
import { startMailCatcher } from "./mail.ts";
import { startServer } from "./server-process.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    dataDir: string;
    /** Where the loopback SMTP server writes each message it receives (tests/e2e/support/mail.ts). */
    mailDir: string;
  }
}

/**
 * Starts the real production server (built app, SQLite in a fresh data folder, demo content, mail to a loopback SMTP
 * server) once for the end-to-end run, and stops it with SIGTERM at the end, failing if it does not shut down cleanly.
 */
export default async function setup(project: TestProject) {
  const mail = await startMailCatcher();
  const server = await startServer({
    SMTP_HOST: "127.0.0.1",
    SMTP_PORT: String(mail.smtp.port),
    MAIL_FROM: "GPCET Gumla <office@college.test>",
    MAIL_POLL_SECONDS: "0.5",
  }).catch(async (error: unknown) => {
    await mail.close();
    throw error;
  });
  project.provide("baseUrl", server.baseUrl);
  project.provide("dataDir", server.dataDir);
  project.provide("mailDir", mail.mailDir);

  return async () => {
    try {
      await server.stop();
    } finally {
      await mail.close();
    }
  };
}
