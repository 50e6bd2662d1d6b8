import fs from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { isMessageKey } from "~/messages/catalogue.ts";
import { en } from "~/messages/en.ts";
import { hi } from "~/messages/hi.ts";
import { fieldError } from "./forms-helpers.ts";
import { DESKTOP, PHONE, closePage, layoutAndAxeFailures, openPage, useBrowser } from "./support/pages.ts";
import { latinWords } from "./support/latin-text.ts";
import { serverDatabase } from "./support/staff.ts";

/*
 * The Hindi site under /hi (decision 056): the language switch, Hindi forms, client navigation that stays Hindi, a
 * shell without English catalogue text, and axe on Hindi pages at phone width.
 */

const lang = (page: Page) => page.evaluate(() => document.documentElement.lang);

/** The switch link to the other language, in the switch named in the page's own language. */
/** The demo Hindi of the diploma fee page's texts, by their English (content/hi/, decision 066). */
const hindiFees = JSON.parse(fs.readFileSync("content/hi/fees/diploma.json", "utf8")) as Record<string, string>;

const switchTo = (page: Page, name: "English" | "हिंदी", switchName: string) =>
  page.getByRole("navigation", { name: switchName }).getByRole("link", { name, exact: true });

describe("the Hindi site", () => {
  const browser = useBrowser();

  for (const javaScript of [true, false]) {
    it(`switches a page to Hindi and back ${javaScript ? "with" : "without"} JavaScript, staying on it`, async () => {
      const opened = await openPage(browser(), "/fees", PHONE, { javaScript });
      const { page } = opened;
      const heading = await page.getByRole("heading", { level: 1 }).innerText();
      const toHindi = switchTo(page, "हिंदी", en["language.switch"]);
      expect(await toHindi.getAttribute("lang")).toBe("hi");
      await Promise.all([page.waitForURL((url) => url.pathname === "/hi/fees"), toHindi.click()]);
      await page.waitForLoadState("load");
      expect(await lang(page)).toBe("hi");
      // The page's document in Hindi (decision 066): its title is the Hindi the college has for the English one.
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(hindiFees[heading]);
      expect(
        await page
          .getByRole("navigation", { name: hi["language.switch"] })
          .getByText("हिंदी")
          .getAttribute("aria-current"),
      ).toBe("true");

      const toEnglish = switchTo(page, "English", hi["language.switch"]);
      expect(await toEnglish.getAttribute("lang")).toBe("en");
      await Promise.all([page.waitForURL((url) => url.pathname === "/fees"), toEnglish.click()]);
      await page.waitForLoadState("load");
      expect(await lang(page)).toBe("en");
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(heading);
      await closePage(opened);
    });
  }

  it("switches a page that runs React to Hindi: its Hindi catalogue is there before it hydrates", async () => {
    const opened = await openPage(browser(), "/contact-us", DESKTOP);
    const { page } = opened;
    await Promise.all([
      page.waitForURL((url) => url.pathname === "/hi/contact-us"),
      switchTo(page, "हिंदी", en["language.switch"]).click(),
    ]);
    await page.waitForLoadState("load");
    const form = page.getByRole("form", { name: hi["forms.contact.heading"] });
    await form.getByRole("button", { name: hi["forms.submit"] }).click();
    await form.getByText(hi["forms.error.name"], { exact: true }).waitFor();
    await expect.poll(() => fieldError(form, hi["forms.label.name"])).toBe(hi["forms.error.name"]);
    // No hydration mismatch: closePage fails on any console error but the form's own 400 answer (its rules load with
    // its first use, so this first post may be answered by the server, in Hindi too).
    await closePage(opened, [/status of 400/]);
  });

  it("without JavaScript, a Hindi form answers with Hindi validation messages and stays on the Hindi page", async () => {
    const opened = await openPage(browser(), "/hi/contact-us", PHONE, { javaScript: false });
    const { page } = opened;
    const form = page.getByRole("form", { name: hi["forms.contact.heading"] });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      form.getByRole("button", { name: hi["forms.submit"] }).click(),
    ]);
    expect(response.status()).toBe(400);
    expect(new URL(response.url()).pathname).toBe("/hi/contact-us");
    await page.waitForLoadState("load");
    const answered = page.getByRole("form", { name: hi["forms.contact.heading"] });
    await expect.poll(() => fieldError(answered, hi["forms.label.name"])).toBe(hi["forms.error.name"]);
    await expect.poll(() => fieldError(answered, hi["forms.label.email"])).toBe(hi["forms.error.email"]);
    // The privacy notice's consent box, left unticked, is answered in Hindi too (decision 064).
    expect(await answered.getByText(hi["forms.error.consent"], { exact: true }).count()).toBe(1);
    await answered.getByText(/^गोपनीयता सूचना \(संस्करण \d+\)/).click();
    expect(await answered.getByRole("link", { name: "डेटा अधिकार अनुरोध करें" }).getAttribute("href")).toBe(
      "/hi/data-rights",
    );
    expect(await page.getByText(en["forms.error.name"], { exact: true }).count()).toBe(0);
    expect(await lang(page)).toBe("hi");
    await closePage(opened, [/status of 400/]);
  });

  it("without JavaScript, the header's forms and the notice's Close button come back to the Hindi page", async () => {
    const opened = await openPage(browser(), "/hi", PHONE, { javaScript: false });
    const { page } = opened;
    const notice = page.getByRole("dialog", { name: "2026-27 के लिए छात्रवृत्तियाँ" });
    await notice.waitFor();
    await Promise.all([
      page.waitForURL((url) => url.pathname === "/hi"),
      notice.getByRole("button", { name: hi["home.close"] }).click(),
    ]);
    await page.waitForLoadState("load");
    expect(await page.getByRole("dialog", { name: "2026-27 के लिए छात्रवृत्तियाँ" }).count()).toBe(0);
    expect(await lang(page)).toBe("hi");

    await page.goto(new URL("/hi/fees", page.url()).href);
    await Promise.all([
      page.waitForURL((url) => url.pathname === "/hi/fees"),
      page.getByRole("button", { name: new RegExp(hi["display.largerName"]) }).click(),
    ]);
    await page.waitForLoadState("load");
    expect(await page.evaluate(() => document.documentElement.dataset.textSize)).toBe("large");
    expect(await lang(page)).toBe("hi");

    const search = page.getByRole("search", { name: hi["search.label"] }).first();
    await search.getByRole("searchbox").fill("fee");
    await Promise.all([
      page.waitForURL((url) => url.pathname === "/hi/search"),
      search.getByRole("button", { name: hi["search.submit"] }).click(),
    ]);
    expect(await lang(page)).toBe("hi");
    await closePage(opened);
  });

  it("navigates in the browser from a Hindi page to a Hindi page, without loading a document", async () => {
    const opened = await openPage(browser(), "/hi", DESKTOP);
    const { page } = opened;
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    const enquiry = page.getByRole("link", { name: hi["forms.enquiryPage"], exact: true });
    expect(await enquiry.getAttribute("href")).toBe("/hi/enquiry");
    await Promise.all([page.waitForURL((url) => url.pathname === "/hi/enquiry"), enquiry.click()]);
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText()).toBe(hi["formsPage.enquiry.title"]);
    await expect.poll(() => page.title()).toContain(hi["formsPage.enquiry.title"]);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(await lang(page)).toBe("hi");
    expect(
      await page
        .getByRole("navigation", { name: hi["breadcrumb.label"] })
        .getByRole("link")
        .first()
        .getAttribute("href"),
    ).toBe("/hi");
    expect(await switchTo(page, "English", hi["language.switch"]).getAttribute("href")).toBe("/enquiry");
    await closePage(opened);
  });

  it("has no English catalogue text in the shell of a Hindi page (header, ticker, breadcrumb, footer)", async () => {
    const opened = await openPage(browser(), "/hi/fees", DESKTOP);
    const { page } = opened;
    const { texts, data } = await page.evaluate(() => {
      const shell = [...document.querySelectorAll("header, footer, body > section, nav[aria-label]")];
      const texts = new Set<string>();
      for (const root of shell) {
        for (const element of [root, ...root.querySelectorAll("*")]) {
          const label = element.getAttribute("aria-label");
          if (label) texts.add(label.trim());
          const own = [...element.childNodes]
            .filter((node) => node.nodeType === Node.TEXT_NODE)
            .map((node) => node.textContent ?? "")
            .join("")
            .trim();
          if (own) texts.add(own);
        }
      }
      // Text that is data (news, social links, the page's title), English until it is translated. The menus are
      // checked with the rest: their seeded entries have Hindi labels.
      const dataLinks = document.querySelectorAll(
        `[aria-labelledby="footer-follow"] a, [aria-labelledby="ticker-label"] a`,
      );
      const data = [...dataLinks, ...document.querySelectorAll("h1, [aria-current='page']")].map((el) =>
        (el.textContent ?? "").trim(),
      );
      return { texts: [...texts], data };
    });
    const english = new Map<string, string>();
    for (const [key, text] of Object.entries(en) as [string, string][])
      if (isMessageKey(key) && hi[key] !== text && !text.includes("{")) english.set(text, key);
    const left = texts
      .filter((text) => english.has(text) && !data.includes(text))
      .map((text) => `${english.get(text)}: ${text}`);
    expect(left).toEqual([]);
    // And the shell's own words are there in Hindi.
    for (const key of ["menu.main", "breadcrumb.label", "footer.contact", "footer.policies", "ticker.label"] as const)
      expect(texts, key).toContain(hi[key]);
    await closePage(opened);
  });

  it('marks a menu entry and a ticker title that have no Hindi yet as English (lang="en"), with and without React', async () => {
    const database = serverDatabase();
    const added = { menu: [] as number[], news: [] as number[] };
    try {
      const group = await database.db
        .insertInto("menu_items")
        .values({
          menu: "header",
          parent_id: null,
          position: 99,
          kind: "group",
          label_en: "Hostels",
          label_hi: null,
          target: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const link = await database.db
        .insertInto("menu_items")
        .values({
          menu: "header",
          parent_id: group.id,
          position: 0,
          kind: "link",
          label_en: "Mess rules",
          label_hi: null,
          target: "/campus",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      const footer = await database.db
        .insertInto("menu_items")
        .values({
          menu: "footer",
          parent_id: null,
          position: 99,
          kind: "link",
          label_en: "Warden",
          label_hi: null,
          target: "/campus",
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      added.menu.push(link.id, group.id, footer.id);
      const news = await database.db
        .insertInto("news_items")
        .values({
          kind: "SN",
          title: "Hostel admissions open",
          title_hi: null,
          target_link: "/campus",
          is_new: 0,
          created_at: new Date().toISOString(),
          sort_order: 0,
          published: 1,
          show_from: null,
          show_until: null,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      added.news.push(news.id);
      // `/hi` hydrates React; `/hi/fees` runs none.
      for (const path of ["/hi", "/hi/fees"]) {
        const opened = await openPage(browser(), path, DESKTOP);
        const { page } = opened;
        // Every process serves the change within a second (the page cache, decision 023).
        await expect
          .poll(
            async () => {
              await page.reload();
              return page.getByRole("link", { name: "Warden" }).count();
            },
            { timeout: 15_000 },
          )
          .toBeGreaterThan(0);
        const marked = async (text: string) =>
          page.evaluate((wanted) => {
            // The language each copy of the text is in: that of its nearest element with a lang.
            const found: (string | undefined)[] = [];
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode(); node; node = walker.nextNode())
              if (node.textContent?.trim() === wanted)
                found.push(node.parentElement?.closest("[lang]")?.getAttribute("lang") ?? undefined);
            return found;
          }, text);
        for (const text of ["Hostels", "Mess rules", "Warden", "Hostel admissions open"])
          expect(new Set(await marked(text)), `${path}: ${text}`).toEqual(new Set(["en"]));
        expect(await latinWords(page), path).toEqual([]);
        await closePage(opened);
      }
    } finally {
      if (added.menu.length) await database.db.deleteFrom("menu_items").where("id", "in", added.menu).execute();
      if (added.news.length) await database.db.deleteFrom("news_items").where("id", "in", added.news).execute();
      await database.db.destroy();
    }
  });

  it("passes axe at 360 px on Hindi pages", async () => {
    const failures: string[] = [];
    for (const path of ["/hi", "/hi/fees", "/hi/contact-us", "/hi/search?q=fee", "/hi/anything-unknown"]) {
      const opened = await openPage(browser(), path, PHONE);
      failures.push(...(await layoutAndAxeFailures(opened.page, path)));
      expect(await lang(opened.page), path).toBe("hi");
      await closePage(opened, [/status of 404/]);
    }
    expect(failures).toEqual([]);
  });
});
