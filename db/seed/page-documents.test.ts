import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staticPages } from "../../app/route-list.ts";
import { listPages } from "../../app/models/page-list.server.ts";
import { publishNow } from "../../app/models/page-publishing.server.ts";
import { saveDraft } from "../../app/models/page-revisions.server.ts";
import { getPublishedBlock, getPublishedDocument } from "../../app/models/pages.server.ts";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import { seedPageDocuments, seedPages } from "./page-documents.ts";

/** The English content files; content/hi/ holds their Hindi, not pages of its own (decision 066). */
const contentFiles = (dir = "content"): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return file === path.join("content", "hi") ? [] : contentFiles(file);
    return entry.name.endsWith(".json") ? [path.relative("content", file).replace(/\.json$/, "")] : [];
  });

const routeFiles = (dir = "app/routes"): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? routeFiles(file) : /\.tsx?$/.test(entry.name) ? [file] : [];
  });

describe("the table of seed pages", () => {
  it("has every content file once", () => {
    expect(seedPages.map((page) => page.content).sort()).toEqual(contentFiles().sort());
    const paths = seedPages.flatMap((page) => (page.path ? [page.path.toLowerCase()] : []));
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("gives each file the path and the shape its route module shows it with", () => {
    const seedOf = (content: string) => seedPages.find((page) => page.content === content)!;
    // Modules shared by several pages: the page list names the file each path shows.
    for (const page of staticPages.filter((entry) => entry.content)) {
      expect(seedOf(page.content!).path, page.content).toBe(`/${page.path}`);
    }
    // Every page a route module reads by its address has a seed page of that shape at each path of the module, and
    // every block it prints is seeded as one.
    const reads = routeFiles().flatMap((file) => {
      const text = fs.readFileSync(file, "utf8");
      const shapes = (pattern: RegExp) => [...text.matchAll(pattern)].map((match) => match[1]!);
      return [
        ...shapes(/published(?:DocumentAt|PageAt)\([\w.]+, url, "([\w-]+)"\)/g).map((shape) => ({ file, shape })),
        // A route module that draws its page through its view (app/routes/page-views.server.ts).
        ...shapes(/publishedView\(args, "([\w-]+)"/g).map((shape) => ({ file, shape })),
        ...shapes(/publishedBlock\([\w.]+, "([\w-]+)"\)/g).map((shape) => ({ file: null, shape })),
      ];
    });
    expect(reads.filter((read) => read.file).length).toBeGreaterThan(20);
    const servedPaths = new Set<string>();
    for (const read of reads) {
      if (read.file === null) {
        expect(seedPages.filter((page) => page.path === null && page.shape === read.shape)).toHaveLength(1);
        continue;
      }
      const modulePages = staticPages.filter((page) => `app/${page.file}` === read.file);
      expect(modulePages.length, read.file).toBeGreaterThan(0);
      for (const entry of modulePages) {
        const seed = seedPages.find((page) => page.path?.toLowerCase() === `/${entry.path}`.toLowerCase());
        expect(seed?.shape, `/${entry.path}`).toBe(read.shape);
        servedPaths.add(seed!.path!);
      }
    }
    // And no seed page is left without a module that shows it.
    expect(seedPages.flatMap((page) => (page.path ? [page.path] : [])).sort()).toEqual([...servedPaths].sort());
  });
});

const kinds = await databaseKinds();

describe.each(kinds)("seeding the pages on $name", (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("makes every content file a published page with revision 1, once", async () => {
    expect(await seedPageDocuments(database, new Date("2026-11-23T00:00:00Z"))).toBe("seeded");
    const pages = await listPages(database.db);
    expect(pages).toHaveLength(seedPages.length);
    expect(pages.every((page) => page.state === "published" && page.publishedRevision === 1)).toBe(true);
    expect(pages.find((page) => page.path === "/BCA")).toMatchObject({
      title: "Bachelor of Computer Applications (BCA)",
      shape: "course-page",
      menuGroup: "courses",
      namedBySpec: true,
    });
    expect(pages.find((page) => page.path === "/governors")?.title).toBe("Board of Governors");
    expect(pages.slice(-2)).toMatchObject([
      { path: null, shape: "placement-rules", namedBySpec: true },
      { path: null, shape: "privacy-notice", namedBySpec: true },
    ]);
  });

  it("never runs over pages an editor changed", async () => {
    const page = (await listPages(database.db, { search: "/bcafees" }))[0]!;
    const fees = (await getPublishedDocument(database.db, "/bcafees", "fees"))!;
    const document = JSON.parse(fs.readFileSync("content/fees/bca.json", "utf8"));
    document.notes = ["Changed by the office."];
    await saveDraft(
      database,
      { pageId: page.id, baseRevision: fees.revision, document },
      { userId: null, email: null },
    );
    await publishNow(database, page.id, { userId: null, email: null });

    expect(await seedPageDocuments(database)).toBe("not-empty");
    const otherProcess = database.reopen();
    expect(await seedPageDocuments(otherProcess)).toBe("not-empty");
    await otherProcess.db.destroy();
    expect((await getPublishedDocument(database.db, "/bcafees", "fees"))?.document.notes).toEqual([
      "Changed by the office.",
    ]);
    expect(await listPages(database.db)).toHaveLength(seedPages.length);
  });

  it("adds a page the table gained to a database that has pages, and leaves the others alone", async () => {
    // A database from before /help was in the table: its page is not there.
    const help = (await listPages(database.db, { search: "/help" })).find((page) => page.path === "/help")!;
    await database.db.deleteFrom("page_revisions").where("page_id", "=", help.id).execute();
    await database.db.deleteFrom("pages").where("id", "=", help.id).execute();
    expect(await getPublishedDocument(database.db, "/help", "policy")).toBeUndefined();

    expect(await seedPageDocuments(database, new Date("2026-11-24T00:00:00Z"))).toBe("added");
    const added = await getPublishedDocument(database.db, "/help", "policy");
    expect(added?.document.title).toBe("Help");
    expect(added?.revision).toBe(1);
    expect(await listPages(database.db)).toHaveLength(seedPages.length);
    expect((await getPublishedDocument(database.db, "/bcafees", "fees"))?.document.notes).toEqual([
      "Changed by the office.",
    ]);
    expect(await seedPageDocuments(database)).toBe("not-empty");
  });

  it("adds the privacy notice's block to a database seeded before it, once", async () => {
    const notice = await getPublishedBlock(database.db, "privacy-notice");
    await database.db.deleteFrom("page_revisions").where("page_id", "=", notice!.id).execute();
    await database.db.deleteFrom("pages").where("id", "=", notice!.id).execute();
    expect(await getPublishedBlock(database.db, "privacy-notice")).toBeUndefined();

    expect(await seedPageDocuments(database)).toBe("added");
    const added = await getPublishedBlock(database.db, "privacy-notice");
    expect(added?.revision).toBe(1);
    expect(added?.document.grievanceOfficer.email).toMatch(/@/);
    expect(await seedPageDocuments(database)).toBe("not-empty");
    expect(await listPages(database.db)).toHaveLength(seedPages.length);
  });
});
