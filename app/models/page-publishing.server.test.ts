import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeTransaction } from "../../db/client.ts";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import { listAudit } from "./audit.server.ts";
import { listPages } from "./page-list.server.ts";
import { applyDueSchedules, cancelSchedule, publishNow, schedulePublish, unpublish } from "./page-publishing.server.ts";
import { saveDraft } from "./page-revisions.server.ts";
import { createPage, getPublishedDocument } from "./pages.server.ts";
import { insertUser } from "./staff-users.server.ts";

const kinds = await databaseKinds();

const policy = (text: string) => ({
  title: "Internal Complaints Committee",
  description: "The committee that hears complaints of harassment at the college, its members and how to reach them.",
  sections: [{ blocks: [{ type: "paragraph", text }] }],
});

describe.each(kinds)("publishing pages on $name", (kind) => {
  let database: TestDatabase;
  const editor = { userId: 0, email: "editor@college.test" };

  /** A page an editor added: a draft (revision 1) with a second revision saved over it. */
  async function draftPage(path: string): Promise<number> {
    const made = await writeTransaction(database, (trx) =>
      createPage(
        trx,
        {
          path,
          shape: "policy",
          menuGroup: "about",
          title: "Committee",
          namedBySpec: false,
          document: policy("First text."),
          publish: false,
        },
        editor,
      ),
    );
    if (!made.ok) throw new Error(JSON.stringify(made.issues));
    await saveDraft(database, { pageId: made.pageId, baseRevision: 1, document: policy("Second text.") }, editor);
    return made.pageId;
  }

  const publishedText = async (path: string) => {
    const page = await getPublishedDocument(database.db, path, "policy");
    const block = page?.document.sections[0]?.blocks[0];
    return block?.type === "paragraph" ? block.text : undefined;
  };

  beforeAll(async () => {
    database = await kind.open();
    editor.userId = await insertUser(database.db, {
      email: editor.email,
      name: "Editor",
      role: "editor",
      passwordHash: "x",
    });
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("publishes now and unpublishes, each in the audit log; the list shows the state and who published", async () => {
    const pageId = await draftPage("/committees");
    expect(await publishedText("/committees")).toBeUndefined();
    expect((await listPages(database.db, { search: "COMMITTEES" }))[0]).toMatchObject({
      state: "draft",
      latestRevision: 2,
    });

    expect(await publishNow(database, pageId, editor, { revision: 1 })).toEqual({ status: "published", revision: 1 });
    expect(await publishedText("/Committees/")).toBe("First text.");
    const [listed] = await listPages(database.db, { group: "about", search: "mmit" });
    expect(listed).toMatchObject({
      path: "/committees",
      state: "published",
      publishedRevision: 1,
      unpublishedChanges: true,
      publishedBy: { name: "Editor", email: editor.email },
    });

    expect(await unpublish(database, pageId, editor)).toBe("unpublished");
    expect(await publishedText("/committees")).toBeUndefined();
    const actions = (await listAudit(database.db, { email: editor.email })).map((entry) => entry.action);
    expect(actions).toEqual(["page-unpublished", "page-published"]);
  });

  it("never unpublishes a page whose path the spec names", async () => {
    const made = await writeTransaction(database, (trx) =>
      createPage(
        trx,
        {
          path: "/privacy-policy",
          shape: "policy",
          menuGroup: "footer",
          title: "Privacy Policy",
          namedBySpec: true,
          document: policy("Privacy."),
          publish: true,
        },
        { userId: null, email: null },
      ),
    );
    expect(made.ok && (await unpublish(database, made.pageId, editor))).toBe("named-by-spec");
    expect(await publishedText("/privacy-policy")).toBe("Privacy.");
  });

  it("applies a scheduled publish once, by exactly one of two processes asking at the same instant", async () => {
    const pageId = await draftPage("/ncc-committee");
    const at = new Date("2026-12-01T04:30:00Z");
    await schedulePublish(database, pageId, 2, at, editor, new Date("2026-11-30T10:00:00Z"));
    expect((await listPages(database.db, { search: "ncc-committee" }))[0]).toMatchObject({
      state: "scheduled",
      scheduledAt: at.toISOString(),
    });

    expect(await applyDueSchedules(database, new Date(at.getTime() - 1))).toEqual([]);
    expect(await publishedText("/ncc-committee")).toBeUndefined();

    // PostgreSQL: a second pool, as another process. SQLite: one handle, whose writes queue as another process's
    // would wait on the file's lock (two handles in one thread would block each other's busy wait).
    const second = kind.name === "postgres" ? database.reopen() : database;
    const rounds = await Promise.all([applyDueSchedules(database, at), applyDueSchedules(second, at)]);
    if (second !== database) await second.db.destroy();
    expect(rounds.flat()).toEqual([{ scheduleId: expect.any(Number), pageId, revision: 2 }]);
    expect(await publishedText("/ncc-committee")).toBe("Second text.");
    const entries = await listAudit(database.db, { action: "page-published" });
    expect(entries.filter((entry) => entry.entity_id === String(pageId))).toHaveLength(1);
    expect(await applyDueSchedules(database, new Date(at.getTime() + 60_000))).toEqual([]);
    expect((await listPages(database.db, { search: "ncc-committee" }))[0]?.state).toBe("published");
  });

  it.runIf(kind.name === "sqlite")("applies it once when two processes on one SQLite file claim it", async () => {
    const pageId = await draftPage("/anti-ragging-squad");
    const at = new Date("2026-12-02T04:30:00Z");
    await schedulePublish(database, pageId, 2, at, editor);
    // Each process opens the file itself and runs one round; SQLite's file lock makes their writes take turns.
    const round = `
      const { openDatabase } = await import("./db/client.ts");
      const { applyDueSchedules } = await import("./app/models/page-publishing.server.ts");
      const database = openDatabase(${JSON.stringify(database.url)});
      console.log(JSON.stringify(await applyDueSchedules(database, new Date(${JSON.stringify(at.toISOString())}))));
      await database.db.destroy();`;
    const run = () =>
      promisify(execFile)(process.execPath, ["--import", "tsx", "--input-type=module", "-e", round], {
        cwd: process.cwd(),
      });
    const outputs = await Promise.all([run(), run()]);
    const applied = outputs.flatMap(({ stdout }) => JSON.parse(stdout) as unknown[]);
    expect(applied).toEqual([{ scheduleId: expect.any(Number), pageId, revision: 2 }]);
    expect(await publishedText("/anti-ragging-squad")).toBe("Second text.");
  });

  it("applies a publish missed while no server ran at the next round", async () => {
    const pageId = await draftPage("/grievance");
    await schedulePublish(database, pageId, 1, new Date("2026-11-20T06:00:00Z"), editor);
    const nextStart = new Date("2026-11-23T09:00:00Z");
    expect(await applyDueSchedules(database, nextStart)).toEqual([
      { scheduleId: expect.any(Number), pageId, revision: 1 },
    ]);
    expect(await publishedText("/grievance")).toBe("First text.");
  });

  it("keeps one publish pending per page: scheduling again replaces it, publishing now drops it", async () => {
    const pageId = await draftPage("/sc-st-cell");
    await schedulePublish(database, pageId, 1, new Date("2026-12-05T00:00:00Z"), editor);
    await schedulePublish(database, pageId, 2, new Date("2026-12-06T00:00:00Z"), editor);
    expect((await listPages(database.db, { search: "sc-st" }))[0]?.scheduledAt).toBe("2026-12-06T00:00:00.000Z");
    await publishNow(database, pageId, editor, { revision: 1 });
    expect(await applyDueSchedules(database, new Date("2026-12-31T00:00:00Z"))).toEqual([]);
    expect(await publishedText("/sc-st-cell")).toBe("First text.");
    await schedulePublish(database, pageId, 2, new Date("2027-01-01T00:00:00Z"), editor);
    expect(await cancelSchedule(database, pageId, editor)).toBe(true);
    expect(await cancelSchedule(database, pageId, editor)).toBe(false);
    expect(await applyDueSchedules(database, new Date("2027-01-02T00:00:00Z"))).toEqual([]);
    const actions = (await listAudit(database.db, { email: editor.email, limit: 4 })).map((entry) => entry.action);
    expect(actions).toEqual([
      "page-publish-cancelled",
      "page-publish-scheduled",
      "page-published",
      "page-publish-scheduled",
    ]);
  });
});
