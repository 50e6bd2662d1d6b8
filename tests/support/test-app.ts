import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { seedDemoContent } from "../../db/seed/demo.ts";
import { seedPageDocuments } from "../../db/seed/page-documents.ts";
import { buildApp } from "../../server/app.ts";
import { loadConfig } from "../../server/config.ts";
import type { DatabaseKind, TestDatabase } from "./databases.ts";

export const TEST_SITE_URL = "https://college.test";

/** The API and image server over a test database filled with the demo content; no React Router build needed. */
export async function demoApp(database: TestDatabase, options: { seed?: boolean } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-data-"));
  const config = loadConfig({ NODE_ENV: "test", SITE_URL: TEST_SITE_URL, DATA_DIR: dataDir, LOG_LEVEL: "silent" });
  if (options.seed ?? true) await seedDemoContent(database, dataDir);
  // As server/main.ts does at every start: the site's own pages on a database without pages (decision 036).
  await seedPageDocuments(database);
  const app = await buildApp({ config, database, pages: false, logger: false });
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
export async function startDemoApp(kind: DatabaseKind) {
  const database = await kind.open();
  const demo = await demoApp(database);
  return {
    ...demo,
    database,
    async close() {
      await demo.close();
      await database.cleanup();
    },
  };
}

/**
 * The whole server with its pages (the React Router build in BUILD_DIR, as `npm test` makes it) over a fresh
 * database of the given kind with the demo content; `env` adds settings (e.g. the page cache's size).
 */
export async function startDemoSite(kind: DatabaseKind, env: Record<string, string> = {}) {
  const database = await kind.open();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-data-"));
  const config = loadConfig({
    NODE_ENV: "test",
    SITE_URL: TEST_SITE_URL,
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    BUILD_DIR: process.env.BUILD_DIR,
    ...env,
  });
  await seedDemoContent(database, dataDir);
  await seedPageDocuments(database);
  const app = await buildApp({ config, database, pages: true, logger: false });
  return {
    app,
    database,
    async close() {
      await app.close();
      await database.cleanup();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
