import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Writable } from "node:stream";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { FastifyInstance } from "fastify";
import { seedDemoContent } from "../../db/seed/demo.ts";
import { seedPageDocuments } from "../../db/seed/page-documents.ts";
import type { DatabaseKind, TestDatabase } from "./databases.ts";
import { buildApp } from "../../server/app.ts";
import { loggerOptions } from "../../server/logger-options.ts";
import { loadConfig } from "../../server/config.ts";

/** Test helpers for the submission endpoints: an app with its own limits and log capture, and a captcha solver. */
export interface FormsTestApp {
  app: FastifyInstance;
  database: TestDatabase;
  dataDir: string;
  /** Every log line written so far (only when `captureLogs` was asked for). */
  logs: string[];
  close(): Promise<void>;
}

export async function startFormsApp(
  kind: DatabaseKind,
  options: { env?: Record<string, string>; seed?: boolean; captureLogs?: boolean } = {},
): Promise<FormsTestApp> {
  const database = await kind.open();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-forms-"));
  const config = loadConfig({
    NODE_ENV: "test",
    SITE_URL: "https://college.test",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ...options.env,
  });
  if (options.seed ?? true) await seedDemoContent(database, dataDir);
  // As server/main.ts does at every start: the site's own pages on a database without pages (decision 036).
  await seedPageDocuments(database);
  const logs: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk));
      done();
    },
  });
  const logger = options.captureLogs ? { ...(loggerOptions("trace") as object), stream } : false;
  const app = await buildApp({ config, database, pages: false, logger });
  return {
    app,
    database,
    dataDir,
    logs,
    async close() {
      await app.close();
      await database.cleanup();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Fetches a challenge and solves it as the browser widget would; answers the payload the form sends. */
export async function solvedCaptcha(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: "GET", url: "/api/captcha/challenge" });
  const challenge = response.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("captcha not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
