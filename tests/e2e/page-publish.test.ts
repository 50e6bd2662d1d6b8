import type { Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { readContentDocument } from "~/models/content.server.ts";
import { listPages } from "~/models/page-list.server.ts";
import { publishNow } from "~/models/page-publishing.server.ts";
import { saveDraft } from "~/models/page-revisions.server.ts";
import { seedPages } from "../../db/seed/page-documents.ts";
import { DESKTOP, PHONE, closePage, openPage, useBrowser } from "./support/pages.ts";
import { type RunningServer, startServer } from "./support/server-process.ts";
import { until } from "./support/until.ts";

const office = { userId: null, email: null };

/** The stored form of a fee document: amounts in rupees as text, as the content file writes them. */
type FeesInput = { rows: { item: string; cells: (string | null)[] }[] };

/** Text of the Amount cell in `rowName`'s row, as a sighted reader finds it. */
const amountOf = async (table: Locator, rowName: RegExp) =>
  (await table.getByRole("row", { name: rowName }).getByRole("cell").first().innerText()).trim();

/**
 * The public pages show what is published in the database: an editor's publish is on the page at once, through
 * the page cache of the server (which learns of the write by its content versions, polled every 250 ms). A server
 * of its own, so the other journeys keep the seeded fees.
 */
describe("publishing a page", () => {
  const browser = useBrowser();
  let server: RunningServer;
  let database: ReturnType<typeof openDatabase>;

  beforeAll(async () => {
    server = await startServer();
    database = openDatabase(`sqlite:${server.dataDir}/college.db`);
  });
  afterAll(async () => {
    await database?.db.destroy();
    await server?.stop();
  });

  it("a new revision of the BCA fee table, second row changed, is on /bcafees with its new total at once", async () => {
    const url = `${server.baseUrl}/bcafees`;
    // A page is stored once its compressed forms are made, off the request path, and each server process has a
    // cache of its own: ask until the page is answered from memory.
    const cached = await until(async () => {
      const response = await fetch(url);
      const text = await response.text();
      return response.headers.get("x-page-cache") === "hit" ? text : undefined;
    });
    expect(cached).toContain("40000.00");

    const page = (await listPages(database.db, { search: "/bcafees" }))[0]!;
    const document = readContentDocument("fees/bca") as FeesInput;
    document.rows[1] = { ...document.rows[1]!, cells: ["6500.00"] };
    const saved = await saveDraft(database, { pageId: page.id, baseRevision: page.latestRevision, document }, office);
    expect(saved.status).toBe("saved");
    // 20:00 UTC on 1 December is already 2 December in Gumla.
    await publishNow(database, page.id, office, { now: new Date("2026-12-01T20:00:00Z") });

    await until(async () => (await (await fetch(url)).text()).includes("41500.00"));
    for (const viewport of [PHONE, DESKTOP]) {
      const opened = await openPage(browser(), url, viewport);
      const table = opened.page.getByRole("table", { name: /BCA fee structure per year/ });
      expect(await amountOf(table, /^Development/)).toBe("6500.00");
      expect(await amountOf(table, /^Tuition/)).toBe("30900.00");
      expect(await amountOf(table, /^Total/)).toBe("41500.00");
      const updated = opened.page.getByText(/^Last updated:/);
      expect(await updated.count()).toBe(1);
      expect(await updated.innerText()).toBe("Last updated: 02-12-2026");
      await closePage(opened);
    }
  });

  it("every page built from a document says when it was last updated, once", async () => {
    const missing: string[] = [];
    for (const { path } of seedPages) {
      if (path === null) continue;
      // What the page shows, not the data a hydrating page carries in its scripts.
      const html = (await (await fetch(server.baseUrl + path)).text()).replace(/<script[\s\S]*?<\/script>/g, "");
      const lines = [...html.matchAll(/Last updated:/g)].length;
      if (lines !== 1) missing.push(`${path}: ${lines}`);
    }
    expect(missing).toEqual([]);
    const privacy = await (await fetch(`${server.baseUrl}/privacy-policy`)).text();
    expect(privacy).toContain('<time dateTime="2020-07-01">01-07-2020</time>');
  });
});
