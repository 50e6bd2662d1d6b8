import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../../db/client.ts";
import { databaseKinds, pgUrl } from "../support/databases.ts";
import { DESKTOP, closePage, openPage, useBrowser } from "./support/pages.ts";
import { type RunningServer, startServer } from "./support/server-process.ts";
import { type ServerUnderTest, createStaff, signIn } from "./support/staff.ts";
import { until } from "./support/until.ts";

const kinds = (await databaseKinds()).map((kind) => kind.name);

async function sitemapPaths(baseUrl: string): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

const get = (url: string) => fetch(url, { headers: { "accept-encoding": "br, gzip" } });

/**
 * A page twice on one kept-alive connection, so to the same server process (each process of a site has its own
 * cache): the first answer is read to its end, which frees the connection for the second.
 */
async function twice(url: string): Promise<Response> {
  await (await get(url)).arrayBuffer();
  return get(url);
}

describe("the page cache", () => {
  it("serves every public page from memory on its second request", async () => {
    const baseUrl = inject("baseUrl");
    const paths = await sitemapPaths(baseUrl);
    expect(paths.length).toBeGreaterThan(30);
    // The status look-ups are one person's answer and are never kept (decisions 057, 061): the pages that miss.
    const afresh = paths.filter((path) => /^\/(?:hi\/)?(?:application-status|grievance\/status)$/.test(path));
    expect(afresh.sort()).toEqual(
      ["/application-status", "/grievance/status", "/hi/application-status", "/hi/grievance/status"].sort(),
    );
    for (const path of afresh) expect((await twice(baseUrl + path)).headers.get("x-page-cache")).not.toBe("hit");
    const notCached: string[] = [];
    for (const path of paths.filter((path) => !afresh.includes(path))) {
      // Journeys running beside this one publish pages, which makes pages stale between two requests now and then:
      // a page is only counted as not cached when three tries in a row miss.
      let hit = false;
      for (let attempt = 0; attempt < 3 && !hit; attempt++) {
        const second = await twice(baseUrl + path);
        expect(second.status).toBe(200);
        hit = second.headers.get("x-page-cache") === "hit";
      }
      if (!hit) notCached.push(path);
    }
    expect(notCached).toEqual([]);
  });
});

describe.each(kinds)("two server processes on one %s database", (kind) => {
  const browser = useBrowser();
  const databaseName = `college_cache_${randomBytes(4).toString("hex")}`;
  const databaseUrl = Object.assign(new URL(pgUrl), { pathname: `/${databaseName}` }).href;
  let first: RunningServer;
  let second: RunningServer;
  let server: ServerUnderTest;

  const onPostgres = async (query: string) => {
    const client = new pg.Client({ connectionString: pgUrl });
    await client.connect();
    await client.query(query).finally(() => client.end());
  };

  beforeAll(async () => {
    if (kind === "postgres") await onPostgres(`create database ${databaseName}`);
    first = await startServer(kind === "postgres" ? { DATABASE_URL: databaseUrl } : {});
    // One site behind a load balancer: both processes share the database and the public address.
    second = await startServer({
      SITE_URL: first.baseUrl,
      ...(kind === "postgres" ? { DATABASE_URL: databaseUrl } : { DATA_DIR: first.dataDir }),
    });
    server = {
      baseUrl: first.baseUrl,
      dataDir: first.dataDir,
      openDatabase: () =>
        kind === "postgres" ? openDatabase(databaseUrl) : openDatabase(`sqlite:${first.dataDir}/college.db`),
    };
  });
  afterAll(async () => {
    await second?.stop();
    await first?.stop();
    if (kind === "postgres") await onPostgres(`drop database if exists ${databaseName} with (force)`);
  });

  it("a notice an editor posts in one process is on the home page of both processes at once; other pages keep their ETag", async () => {
    const processes = [first.baseUrl, second.baseUrl];
    const feesEtags: string[] = [];
    for (const baseUrl of processes) {
      const fees = await twice(`${baseUrl}/fees`);
      expect(fees.headers.get("x-page-cache")).toBe("hit");
      feesEtags.push(fees.headers.get("etag")!);
    }
    expect(feesEtags[1]).toBe(feesEtags[0]);

    const opened = await openPage(browser(), `${first.baseUrl}/admin/login`, DESKTOP);
    const { page } = opened;
    await signIn(page, await createStaff("editor", server), server);
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await page.goto(`${first.baseUrl}/admin/news?kind=NB`);
    const title = `Spot admission round ${randomBytes(3).toString("hex")}`;
    const add = page.getByRole("region", { name: /^Add to Notice board/ });
    await add.getByLabel("Title", { exact: true }).fill(title);
    await add.getByLabel("Link").fill("/notice");
    await add.getByRole("button", { name: "Add" }).click();
    await page.getByRole("status").waitFor();
    await closePage(opened);

    for (const baseUrl of processes) {
      await until(async () => (await (await get(`${baseUrl}/`)).text()).includes(title));
      const fees = await get(`${baseUrl}/fees`);
      expect(fees.headers.get("etag")).toBe(feesEtags[0]);
    }
  });
});
