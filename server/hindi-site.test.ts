import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addPage } from "../app/models/added-pages.server.ts";
import { listAlbums } from "../app/models/gallery.server.ts";
import { publishNow } from "../app/models/page-publishing.server.ts";
import { saveDraft } from "../app/models/page-revisions.server.ts";
import { en } from "../app/messages/en.ts";
import { hi } from "../app/messages/hi.ts";
import { type TestDatabase, databaseKinds } from "../tests/support/databases.ts";
import { TEST_SITE_URL, startDemoSite } from "../tests/support/test-app.ts";

/*
 * The Hindi site under /hi (decision 056), through the whole server with its pages (the React Router build in
 * BUILD_DIR, as `npm test` makes it) and its page cache.
 */

const [sqlite] = await databaseKinds();
const site = TEST_SITE_URL;
const actor = { userId: null, email: null };

const htmlLang = (html: string) => /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
const linkHref = (html: string, rel: string, hreflang?: string) => {
  const tags = html.match(/<link\b[^>]*>/g) ?? [];
  const tag = tags.find(
    (t) =>
      t.includes(`rel="${rel}"`) &&
      (hreflang === undefined || t.includes(`hrefLang="${hreflang}"`) || t.includes(`hreflang="${hreflang}"`)),
  );
  return tag && /href="([^"]+)"/.exec(tag)?.[1];
};
/** The in-site hrefs, form actions and return addresses of a page's body (files and the site's own non-page addresses left out). */
const pageAddresses = (html: string) => {
  const body = html.slice(html.indexOf("<body"));
  return [...body.matchAll(/\s(?:href|action)="(\/[^"]*)"|name="returnTo" value="(\/[^"]*)"/g)]
    .map((match) => (match[1] ?? match[2])!)
    .filter(
      (href) =>
        !/^\/(?:assets|images|documents|uploads|feeds|display-preferences|dismiss-notice)(?:[/?#]|$)/.test(href),
    )
    .filter((href) => !/^\/[^/?#]*\.[a-z0-9]+$/i.test(href));
};

const policy = (text: string) => ({
  title: "NSS unit",
  description: "The college's National Service Scheme unit: what it does and how to join it.",
  sections: [{ blocks: [{ type: "paragraph", text }] }],
});

describe("the Hindi site", () => {
  let demo: Awaited<ReturnType<typeof startDemoSite>>;
  let database: TestDatabase;
  let app: Awaited<ReturnType<typeof startDemoSite>>["app"];
  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  beforeAll(async () => {
    demo = await startDemoSite(sqlite!);
    ({ app, database } = demo);
  });
  afterAll(async () => demo.close());

  it("answers every kind of page under /hi in Hindi, and English at today's paths", async () => {
    const [album] = await listAlbums(database.db);
    for (const url of [
      "/hi",
      "/hi/fees",
      `/hi/gallery-photo/${album!.galleryCode}`,
      "/hi/search?q=fee",
      "/hi/sitemap",
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(htmlLang(answer.body), url).toBe("hi");
      expect(answer.body, url).toContain(hi["menu.main"]);
      expect(answer.body, url).not.toContain(en["site.skipToContent"]);
    }
    for (const url of ["/", "/fees"]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(htmlLang(answer.body), url).toBe("en");
      expect(answer.body, url).toContain(en["menu.main"]);
    }
  });

  it("searches the Hindi site: the results lead to the Hindi pages", async () => {
    const found = (await get("/hi/search?q=scholarship")).body;
    expect(found).not.toContain(hi["search.noResults"].replace("{query}", "scholarship"));
    expect(found).toContain('href="/hi/scholarship"');
    expect(found).not.toContain('href="/scholarship"');
  });

  it("never sends / to /hi, and doubles neither the console nor the API", async () => {
    expect((await get("/", { "accept-language": "hi-IN,hi;q=0.9" })).statusCode).toBe(200);
    for (const url of ["/hi/admin", "/hi/admin/login", "/hi/api/ALLNews/WebNewsType"]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it("answers an unknown Hindi path with the Hindi 404 page", async () => {
    const answer = await get("/hi/anything-unknown");
    expect(answer.statusCode).toBe(404);
    expect(htmlLang(answer.body)).toBe("hi");
    expect(answer.body).toContain(hi["notFound.title"]);
    expect(answer.body).not.toContain(en["notFound.title"]);
  });

  it("gives each page its canonical address and names both languages as alternates", async () => {
    for (const [url, english, hindi] of [
      ["/fees", "/fees", "/hi/fees"],
      ["/hi/fees", "/fees", "/hi/fees"],
      ["/", "/", "/hi"],
      ["/hi", "/", "/hi"],
    ] as const) {
      const html = (await get(url)).body;
      expect(linkHref(html, "canonical"), url).toBe(`${site}${url}`);
      expect(linkHref(html, "alternate", "en"), url).toBe(`${site}${english}`);
      expect(linkHref(html, "alternate", "hi"), url).toBe(`${site}${hindi}`);
      expect(linkHref(html, "alternate", "x-default"), url).toBe(`${site}${english}`);
    }
  });

  it("keeps every link and form of a Hindi page in Hindi, but for the switch to the English page", async () => {
    for (const url of ["/hi", "/hi/fees", "/hi/contact-us"]) {
      const html = (await get(url)).body;
      const english = pageAddresses(html).filter((href) => !/^\/hi(?:[/?#]|$)/.test(href));
      expect(english, url).toEqual([url.replace(/^\/hi/, "") || "/"]);
      expect(html, url).toMatch(
        new RegExp(`<a href="${url.replace(/^\/hi/, "") || "/"}" lang="en" hrefLang="en"[^>]*>English</a>`),
      );
    }
    const contact = (await get("/hi/contact-us")).body;
    expect(contact).toContain('action="/hi/contact-us"');
    expect(contact).toContain('action="/hi/search"');
    // The forms' return addresses without JavaScript: the home page's contact form, the footer's enquiry form.
    expect((await get("/hi")).body).toContain('name="returnTo" value="/hi"');
    expect((await get("/hi/fees")).body).toContain('name="returnTo" value="/hi/fees"');
  });

  it("shows the menus' Hindi labels on a Hindi page and their English ones on the English page", async () => {
    const labels = (html: string) =>
      [...html.matchAll(/<(?:a|summary)\b[^>]*>([^<]+)<\/(?:a|summary)>/g)].map((m) => m[1]);
    const hindi = labels((await get("/hi/fees")).body);
    for (const label of ["होम", "समूह", "कोर्स", "डिप्लोमा फ़ीस", "गोपनीयता नीति"]) expect(hindi).toContain(label);
    for (const label of ["Management", "Diploma Fees", "Privacy Policy"]) expect(hindi).not.toContain(label);
    const english = labels((await get("/fees")).body);
    for (const label of ["Management", "Diploma Fees", "Privacy Policy"]) expect(english).toContain(label);
    expect(english).not.toContain("कोर्स");
  });

  it("switches an English page to the same page in Hindi", async () => {
    const html = (await get("/fees")).body;
    expect(html).toMatch(/<a href="\/hi\/fees" lang="hi" hrefLang="hi"[^>]*>हिंदी<\/a>/);
  });

  it("lists every page in both languages in sitemap.xml, each with its alternates", async () => {
    const xml = (await get("/sitemap.xml")).body;
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.slice(site.length));
    const hindi = locs.filter((loc) => /^\/hi(?:\/|$)/.test(loc));
    expect(hindi.length).toBe(locs.length / 2);
    expect(locs).toContain("/fees");
    expect(locs).toContain("/hi/fees");
    expect(locs).toContain("/hi");
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const feesEntry = xml.split("<url>").find((entry) => entry.includes(`<loc>${site}/hi/fees</loc>`))!;
    expect(feesEntry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${site}/fees"/>`);
    expect(feesEntry).toContain(`<xhtml:link rel="alternate" hreflang="hi" href="${site}/hi/fees"/>`);
    expect(feesEntry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${site}/fees"/>`);
  });

  it("shows a page an editor adds in both languages, and a change published makes both stale at once", async () => {
    const made = await addPage(
      database,
      { path: "/nss-unit", shape: "policy", title: "NSS unit", menuGroup: null, document: policy("First text.") },
      actor,
    );
    if (!made.ok) throw new Error(made.problem);
    await publishNow(database, made.pageId, actor);
    // Each language's page is rendered once and then served from the cache (the publish just made may first have
    // to be noticed by the cache's watch, which drops what was rendered before it).
    for (const url of ["/nss-unit", "/hi/nss-unit"]) {
      await expect.poll(async () => (await get(url)).headers["x-page-cache"], { timeout: 5000 }).toBe("hit");
      expect((await get(url)).body, url).toContain("First text.");
    }
    expect(htmlLang((await get("/hi/nss-unit")).body)).toBe("hi");
    const saved = await saveDraft(
      database,
      { pageId: made.pageId, baseRevision: 1, document: policy("Second text.") },
      actor,
    );
    expect(saved.status).toBe("saved");
    await publishNow(database, made.pageId, actor);
    for (const url of ["/nss-unit", "/hi/nss-unit"]) {
      await expect.poll(async () => (await get(url)).body, { timeout: 5000 }).toContain("Second text.");
      expect((await get(url)).body, url).not.toContain("First text.");
    }
  });
});
