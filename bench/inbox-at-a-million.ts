/**
 * How the office's inbox holds up with a million contact messages: the first page, a page deep in the list (by
 * cursor), a search, and the status counts. `node --import tsx bench/inbox-at-a-million.ts [rows]` (SQLite; set
 * BENCH_DATABASE_URL=postgres://… for PostgreSQL, into an empty database).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { openDatabase } from "../db/client.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { enquiryKinds } from "../app/core/inbox/enquiry-kinds.ts";
import { countByStatus, listSubmissions } from "../app/models/inbox.server.ts";

const rows = Number(process.argv[2] ?? 1_000_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "college-bench-"));
const database = openDatabase(process.env.BENCH_DATABASE_URL ?? `sqlite:${path.join(dir, "bench.db")}`);
await migrateToLatest(database);
const contact = enquiryKinds.find((kind) => kind.table === "contact_messages")!;

const start = Date.parse("2024-01-01T00:00:00Z");
for (let done = 0; done < rows; done += 5000) {
  const batch = Array.from({ length: Math.min(5000, rows - done) }, (_, i) => {
    const n = done + i;
    return {
      name: `Sender ${n}`,
      email: `sender${n}@example.in`,
      mobile_no: String(9000000000 + n),
      subject: "Admission",
      message: "When does the counselling start?",
      created_at: new Date(start + n * 60_000).toISOString(),
    };
  });
  await database.db.insertInto("contact_messages").values(batch).execute();
}
// A tenth of them worked by the office.
await sql`insert into submission_status (kind, submission_id, status, updated_at)
  select 'contact-message', id, case when id % 20 = 0 then 'closed' else 'contacted' end, created_at from contact_messages where id % 10 = 0`.execute(
  database.db,
);

// Fresh tables have no planner statistics yet; a running database gathers them by itself.
await sql`analyze`.execute(database.db);

async function time(label: string, work: () => Promise<unknown>) {
  await work();
  const runs = 5;
  const began = performance.now();
  for (let i = 0; i < runs; i++) await work();
  console.info(`${label}: ${((performance.now() - began) / runs).toFixed(1)} ms`);
}

const firstPage = await listSubmissions(database, contact, {}, { limit: 50 });
const deep = { createdAt: new Date(start + Math.floor(rows / 2) * 60_000).toISOString(), id: Math.floor(rows / 2) };
console.info(`${rows} contact messages on ${database.dialect}`);
await time("first page of 50", () => listSubmissions(database, contact, {}, { limit: 50 }));
await time("a page halfway down (cursor)", () => listSubmissions(database, contact, {}, { after: deep, limit: 50 }));
await time("first page, status contacted", () =>
  listSubmissions(database, contact, { status: "contacted" }, { limit: 50 }),
);
await time("first page, one IST day", () =>
  listSubmissions(database, contact, { from: "2024-06-01", to: "2024-06-01" }, { limit: 50 }),
);
await time("search by mobile", () => listSubmissions(database, contact, { q: "9000123456" }, { limit: 50 }));
await time("search by name", () => listSubmissions(database, contact, { q: "Sender 12345" }, { limit: 50 }));
await time("search by e-mail", () => listSubmissions(database, contact, { q: "sender777@" }, { limit: 50 }));
await time("search matching every row", () => listSubmissions(database, contact, { q: "sender" }, { limit: 50 }));
await time("status counts, a search", () => countByStatus(database, contact, { q: "9000123456" }));
await time("status counts, whole list", () => countByStatus(database, contact, {}));
await time("status counts, one IST day", () =>
  countByStatus(database, contact, { from: "2024-06-01", to: "2024-06-01" }),
);
if (firstPage.length !== 50) throw new Error("the first page is not full");
await database.db.destroy();
fs.rmSync(dir, { recursive: true, force: true });
