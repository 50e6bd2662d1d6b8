import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { seedDemoContent } from "../../db/seed/demo.ts";
import { seedPageDocuments } from "../../db/seed/page-documents.ts";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import type { DatabaseKind, TestDatabase } from "./databases.ts";

export const TEST_SITE_URL = "https://college.test";

/**
 * The API and image server over a test database filled with the demo content; no React Router build needed. With
 * `pages`, the whole server with its pages (the build in BUILD_DIR, as `npm test` makes it); `env` adds settings.
 */
export async function demoApp(
  database: TestDatabase,
  options: { seed?: boolean; pages?: boolean; env?: Record<string, string> } = {},
) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-data-"));
  const config = loadConfig({
    NODE_ENV: "test",
    SITE_URL: TEST_SITE_URL,
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    ...(options.pages ? { BUILD_DIR: process.env.BUILD_DIR } : {}),
    ...options.env,
  });
  if (options.seed ?? true) await seedDemoContent(database, dataDir);
  // As server/main.ts does at every start: the site's own pages on a database without pages (decision 036).
  await seedPageDocuments(database);
  const app = await buildApp({ config, database, pages: options.pages ?? false, logger: false });
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A fresh database of the given kind with the demo content, and the app over it; close() removes both. */
export async function startDemoApp(kind: DatabaseKind, options: Parameters<typeof demoApp>[1] = {}) {
  const database = await kind.open();
  const demo = await demoApp(database, options);
  return {
    ...demo,
    database,
    async close() {
      await demo.close();
      await database.cleanup();
    },
  };
}

/** The whole server with its pages over a fresh database with the demo content (see demoApp). */
export const startDemoSite = (kind: DatabaseKind, env: Record<string, string> = {}) =>
  startDemoApp(kind, { pages: true, env });
