import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPageDocuments } from "../../db/seed/page-documents.ts";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import { listPages } from "./page-list.server.ts";
import { createPreview, findPreview } from "./page-previews.server.ts";
import { insertUser } from "./staff-users.server.ts";

const kinds = await databaseKinds();
const NOW = new Date("2026-11-23T12:00:00.000Z");
const later = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

describe.each(kinds)("page previews on $name", (kind) => {
  let database: TestDatabase;
  let pageId: number;
  let staffId: number;

  beforeAll(async () => {
    database = await kind.open();
    await seedPageDocuments(database);
    staffId = await insertUser(database.db, { email: "e@college.test", name: "E", role: "editor", passwordHash: "x" });
    [{ id: pageId }] = (await listPages(database.db, { search: "/notice" })) as unknown as [{ id: number }];
  });
  afterAll(async () => {
    await database?.cleanup();
  });

  it("shows a revision by its token for an hour, storing only the token's hash", async () => {
    const link = await createPreview(database.db, { pageId, revision: 1, createdBy: staffId }, NOW);
    expect(link?.expiresAt).toBe("2026-11-23T13:00:00.000Z");
    const found = await findPreview(database.db, link!.token, later(59));
    expect(found).toMatchObject({ pageId, path: "/notice", shape: "policy", revision: 1 });
    expect((found!.document as { title: string }).title).toBeTruthy();
    const rows = await database.db.selectFrom("page_previews").selectAll().execute();
    expect(rows.map((row) => row.token_hash)).toContain(createHash("sha256").update(link!.token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(link!.token);
    expect(await findPreview(database.db, link!.token, later(60))).toBeUndefined();
  });

  it("knows no unknown or malformed token, nor a revision that does not exist", async () => {
    expect(await findPreview(database.db, "x".repeat(43), NOW)).toBeUndefined();
    expect(await findPreview(database.db, "' or 1=1 --", NOW)).toBeUndefined();
    expect(await createPreview(database.db, { pageId, revision: 99, createdBy: staffId }, NOW)).toBeUndefined();
  });

  it("deletes expired links when the next is made", async () => {
    await createPreview(database.db, { pageId, revision: 1, createdBy: staffId }, later(120));
    const rows = await database.db.selectFrom("page_previews").select("expires_at").execute();
    expect(rows.map((row) => row.expires_at)).toEqual(["2026-11-23T15:00:00.000Z"]);
  });
});
