import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import {
  FAILED_MAIL_KEPT_MS,
  SENT_MAIL_KEPT_MS,
  deleteOldMail,
  enqueueMail,
  listOutbox,
} from "./mail-outbox.server.ts";

const kinds = await databaseKinds();

describe.each(kinds)("mail outbox retention on $name", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("deletes delivered mail after a month and given-up mail after three months, never waiting mail", async () => {
    const now = Date.parse("2026-11-22T10:00:00Z");
    const longAgo = new Date(now - FAILED_MAIL_KEPT_MS - 60_000);
    const subjects = ["sent long ago", "sent last week", "failed long ago", "failed last month", "waiting long ago"];
    await enqueueMail(
      database.db,
      subjects.map((subject) => ({
        to: "office@college.test",
        subject,
        text: "Body",
        purpose: "staff" as const,
        submission: { kind: "applications", id: 1 },
      })),
      longAgo,
    );
    const at = (ms: number) => new Date(ms).toISOString();
    const set = (subject: string, values: { status: "sent" | "failed"; sent_at?: string; created_at?: string }) =>
      database.db.updateTable("mail_outbox").set(values).where("subject", "=", subject).execute();
    await set("sent long ago", { status: "sent", sent_at: at(now - SENT_MAIL_KEPT_MS - 60_000) });
    await set("sent last week", { status: "sent", sent_at: at(now - 7 * 86_400_000) });
    await set("failed long ago", { status: "failed" });
    await set("failed last month", { status: "failed", created_at: at(now - 30 * 86_400_000) });

    expect(await deleteOldMail(database.db, now)).toBe(2);
    expect((await listOutbox(database.db)).map((row) => row.subject).sort()).toEqual([
      "failed last month",
      "sent last week",
      "waiting long ago",
    ]);
  });
});
