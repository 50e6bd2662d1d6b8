import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hi } from "../app/messages/hi.ts";
import { insertNewsItem } from "../app/models/news-admin.server.ts";
import { databaseKinds } from "../tests/support/databases.ts";
import { startDemoApp } from "../tests/support/test-app.ts";

const [sqlite] = await databaseKinds();

describe("news and notice feeds", () => {
  let app: Awaited<ReturnType<typeof startDemoApp>>;
  beforeAll(async () => {
    app = await startDemoApp(sqlite!);
  });
  afterAll(async () => app.close());

  it("are Atom feeds of what the home page shows, with absolute links and escaped titles", async () => {
    const { db } = app.database;
    const base = { isNew: false, published: true, showFrom: "", showUntil: "" };
    await insertNewsItem(db, "NB", { ...base, title: "Fees <due> & payable", targetLink: "/fees" });
    await insertNewsItem(db, "NB", { ...base, title: "Hidden notice", targetLink: "/fees", published: false });

    const notices = await app.app.inject({ url: "/feeds/notices.xml" });
    expect(notices.statusCode).toBe(200);
    expect(notices.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
    expect(notices.body).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/,
    );
    expect(notices.body).toContain('<title type="text">Notice board | GPCET Gumla</title>');
    // Plain text, escaped once: a reader shows "Fees <due> & payable", not an HTML tag.
    expect(notices.body).toContain('<title type="text">Fees &lt;due&gt; &amp; payable</title>');
    expect(notices.body).toContain('<link rel="alternate" href="https://college.test/fees"/>');
    expect(notices.body).not.toContain("Hidden notice");

    const news = await app.app.inject({ url: "/feeds/news.xml" });
    expect(news.statusCode).toBe(200);
    expect(news.body).toContain('<title type="text">Latest news | GPCET Gumla</title>');
    expect(news.body).not.toContain("Fees &lt;due&gt;");
  });

  it("in Hindi: the feed's title and language, the items' Hindi titles where they have one, links to Hindi pages", async () => {
    const { db } = app.database;
    const base = { isNew: false, published: true, showFrom: "", showUntil: "" };
    await insertNewsItem(db, "NB", {
      ...base,
      title: "Hostel rooms",
      titleHi: "छात्रावास के कमरे",
      targetLink: "/campus",
    });
    await insertNewsItem(db, "NB", { ...base, title: "Only in English", targetLink: "https://jharkhand.gov.in/" });

    const hindi = await app.app.inject({ url: "/hi/feeds/notices.xml" });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
    expect(hindi.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="hi">');
    expect(hindi.body).toContain(`<title type="text">${hi["archive.kind.NB"]} | GPCET Gumla</title>`);
    expect(hindi.body).toContain('<link rel="alternate" type="text/html" href="https://college.test/hi"/>');
    expect(hindi.body).toContain('<title type="text">छात्रावास के कमरे</title>');
    expect(hindi.body).toContain('<link rel="alternate" href="https://college.test/hi/campus"/>');
    expect(hindi.body).toContain('<title type="text">Only in English</title>');
    expect(hindi.body).toContain('<link rel="alternate" href="https://jharkhand.gov.in/"/>');

    const english = (await app.app.inject({ url: "/feeds/notices.xml" })).body;
    expect(english).toContain('<title type="text">Hostel rooms</title>');
    expect(english).not.toContain("छात्रावास");
  });
});
