/**
 * Crashes under load: starts the built site (`npm run serve`) on one data folder, sends contact messages and photo
 * uploads from 16 clients at once, kills the site with SIGKILL at a random moment, starts it again on the same folder,
 * CRASH_ROUNDS times (30 by default). Then checks, with the site stopped, that every acknowledged submission and photo
 * is stored, that SQLite's integrity check passes, and how many photo files have no row before and after the sweep
 * that reconciles them (server/orphaned-files.ts).
 *
 *   npm run build && node --import tsx bench/crash.ts
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import sharp from "sharp";
import { openDatabase } from "../db/client.ts";
import { PARTIAL_SUFFIX } from "../app/lib/media/durable-file.server.ts";
import { photosDir } from "../app/lib/media/photo-store.server.ts";
import { ORPHAN_GRACE_MS, sweepOrphanedFiles } from "../server/orphaned-files.ts";
import { startSite } from "./lib/site.ts";

const rounds = Number(process.env.CRASH_ROUNDS ?? 30);
const CLIENTS = 16;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "college-crash-"));
const photo = await sharp({ create: { width: 600, height: 800, channels: 3, background: "#2a6f97" } })
  .jpeg()
  .toBuffer();
const acknowledgedMessages = new Set<string>();
const acknowledgedPhotos = new Set<string>();
let sequence = 0;

async function contact(baseUrl: string) {
  const message = `Crash test message ${++sequence}`;
  const response = await fetch(`${baseUrl}/api/WebEnquiry/WebEnquiryNew`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      name: "Crash Test",
      email: "crash.test@example.in",
      subject: "Admission",
      mobileno: "9876543210",
      message,
    }),
  });
  const answer = (await response.json()) as { isSuccess?: boolean };
  if (response.ok && answer.isSuccess) acknowledgedMessages.add(message);
}

async function upload(baseUrl: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(photo)], { type: "image/jpeg" }), "me.jpg");
  const response = await fetch(`${baseUrl}/api/uploads/photo`, { method: "POST", body: form });
  const answer = (await response.json()) as { record?: string };
  if (response.ok && answer.record) acknowledgedPhotos.add(answer.record);
}

for (let round = 1; round <= rounds; round++) {
  const site = await startSite({
    script: "serve",
    dataDir,
    env: { FORM_RATE_LIMIT: "1000000", FORM_RATE_WINDOW_MINUTES: "1" },
  });
  let running = true;
  const clients = Array.from({ length: CLIENTS }, async (_, client) => {
    while (running) {
      // A request cut off by the kill is not acknowledged: its failure is the expected outcome.
      await (client % 2 === 0 ? contact(site.baseUrl) : upload(site.baseUrl)).catch(() => undefined);
    }
  });
  await new Promise((resolve) => setTimeout(resolve, 300 + Math.random() * 1500));
  await site.kill();
  running = false;
  await Promise.all(clients);
  console.info(`round ${round}: killed; ${acknowledgedMessages.size} messages, ${acknowledgedPhotos.size} photos`);
}

const databaseFile = path.join(dataDir, "college.db");
const sqlite = new SQLite(databaseFile);
const integrity = sqlite.pragma("integrity_check", { simple: true });
const storedMessages = new Set(
  (sqlite.prepare("select message from contact_messages").all() as { message: string }[]).map((row) => row.message),
);
const rows = sqlite.prepare("select record, file_name from uploads").all() as { record: string; file_name: string }[];
sqlite.close();
const storedPhotos = new Set(rows.map((row) => row.record));
const rowFiles = new Set(rows.map((row) => row.file_name));
const onDisk = () => fs.readdirSync(photosDir(dataDir));
const orphansBefore = onDisk().filter((name) => !rowFiles.has(name));
const partialBefore = orphansBefore.filter((name) => name.endsWith(PARTIAL_SUFFIX)).length;
const rowsWithoutFile = rows.filter((row) => !fs.existsSync(path.join(photosDir(dataDir), row.file_name))).length;

// The sweep as the hourly job runs it, an hour and a bit later.
const database = openDatabase(`sqlite:${databaseFile}`);
await sweepOrphanedFiles(database, dataDir, Date.now() + ORPHAN_GRACE_MS + 60_000);
await database.db.destroy();
const orphansAfter = onDisk().filter((name) => !rowFiles.has(name)).length;

const lost = (acknowledged: Set<string>, stored: Set<string>) => [...acknowledged].filter((x) => !stored.has(x)).length;
console.info(`
| ${rounds} SIGKILLs under load                        | figure |
| ------------------------------------------------- | -----: |
| contact messages acknowledged                     | ${acknowledgedMessages.size} |
| of them not stored                                | ${lost(acknowledgedMessages, storedMessages)} |
| photos acknowledged                               | ${acknowledgedPhotos.size} |
| of them not stored                                | ${lost(acknowledgedPhotos, storedPhotos)} |
| photo rows without their file                     | ${rowsWithoutFile} |
| photo files without a row, before the sweep       | ${orphansBefore.length} (${partialBefore} half-written) |
| photo files without a row, after the sweep        | ${orphansAfter} |
| SQLite integrity_check                            | ${integrity} |`);
fs.rmSync(dataDir, { recursive: true, force: true });
