import { sql } from "kysely";
import type { Locator, Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { publishNow } from "../../app/models/page-publishing.server.ts";
import { getRevision, latestRevision, saveDraft } from "../../app/models/page-revisions.server.ts";
import { DESKTOP, PHONE, baseUrl, closePage, layoutAndAxeFailures, openPage, useBrowser } from "./support/pages.ts";
import { republishFirstRevisions } from "./support/page-documents.ts";
import { createStaff, openPageFromList, serverDatabase, signIn } from "./support/staff.ts";

const NOTICE = "इस पेज के कुछ भाग अंग्रेज़ी में दिखाए गए हैं";

/** The English of /ncc's motto changed and published, as the office would in the page's English editor. */
async function changeEnglishMotto(motto: string) {
  const database = serverDatabase();
  try {
    const page = await database.db
      .selectFrom("pages")
      .select("id")
      .where(sql<string>`lower(path)`, "=", "/ncc")
      .executeTakeFirstOrThrow();
    const latest = await latestRevision(database.db, page.id);
    const document = { ...((await getRevision(database.db, page.id, latest))!.document as object), motto };
    const actor = { userId: null, email: null };
    const saved = await saveDraft(database, { pageId: page.id, baseRevision: latest, document }, actor);
    if (saved.status !== "saved") throw new Error("the English could not be saved");
    await publishNow(database, page.id, actor, { revision: saved.revision });
  } finally {
    await database.db.destroy();
  }
}

/**
 * Reloads the visitor's page until `shown` is on it. A change is served by every server process within a second
 * (the page cache, decision 023), and the reload may reach a process that has not seen it yet.
 */
async function reloadUntilShown(page: Page, shown: Locator) {
  await expect
    .poll(
      async () => {
        await page.reload();
        return shown.count();
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThan(0);
}

/** The public Hindi page's text, as a visitor loading it now gets it. */
const hindiNcc = async (page: Page) => await (await page.context().request.get(`${baseUrl()}/hi/ncc`)).text();

describe("a page in Hindi, kept up to date text by text", () => {
  afterAll(() => republishFirstRevisions(["/ncc"]));
  const browser = useBrowser();

  it("shows the page's Hindi; a text changed in English shows in English with a notice until the office writes its Hindi", async () => {
    const visitor = await openPage(browser(), "/hi/ncc", PHONE);
    await visitor.page.getByRole("heading", { level: 1, name: "राष्ट्रीय कैडेट कोर" }).waitFor();
    await visitor.page.getByText("एकता और अनुशासन", { exact: true }).waitFor();
    expect(await visitor.page.getByText(NOTICE).count()).toBe(0);
    expect(await layoutAndAxeFailures(visitor.page, "/hi/ncc at 360 px")).toEqual([]);

    await changeEnglishMotto("Unity, Discipline and Service");
    await expect.poll(async () => (await hindiNcc(visitor.page)).includes("Unity, Discipline and Service")).toBe(true);
    await reloadUntilShown(visitor.page, visitor.page.getByText(NOTICE));
    // Only that text: the rest of the page stays Hindi.
    await visitor.page.getByRole("heading", { level: 1, name: "राष्ट्रीय कैडेट कोर" }).waitFor();
    // The English text is marked as English, so a screen reader reads it so (WCAG 3.1.2); the Hindi is not.
    const languageOf = (locator: Locator) =>
      locator.evaluate((element) => element.closest("[lang]")?.getAttribute("lang"));
    expect(await languageOf(visitor.page.getByText("Unity, Discipline and Service", { exact: true }))).toBe("en");
    expect(await languageOf(visitor.page.getByRole("heading", { level: 1, name: "राष्ट्रीय कैडेट कोर" }))).toBe("hi");
    expect(await layoutAndAxeFailures(visitor.page, "/hi/ncc with an English text, at 360 px")).toEqual([]);

    const office = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = office;
    await signIn(page, await createStaff("editor"));
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await openPageFromList(page, "/ncc");
    await page.getByRole("link", { name: "Hindi text" }).click();
    await page.getByRole("heading", { level: 1, name: "Hindi text of /ncc" }).waitFor();
    await page.getByRole("link", { name: "Show only the texts to review or translate" }).click();
    const motto = page.getByRole("listitem").filter({ hasText: "Unity, Discipline and Service" });
    await motto.getByText("No Hindi for this English yet: shown in English").waitFor();
    // The demo translation is there for the college to review, marked as such.
    expect(await page.getByText("Demo translation: to review").count()).toBeGreaterThan(0);
    expect(await layoutAndAxeFailures(page, "Hindi editor at 1280 px")).toEqual([]);
    await page.setViewportSize(PHONE);
    expect(await layoutAndAxeFailures(page, "Hindi editor at 360 px")).toEqual([]);
    await page.setViewportSize(DESKTOP);

    // Hindi its page cannot show is refused beside its text, and nothing is stored.
    const description = page.getByRole("listitem").filter({ hasText: "NCC at the college in Gumla" });
    await description.getByLabel("Hindi").fill("बहुत छोटा");
    await motto.getByLabel("Hindi").fill("एकता, अनुशासन और सेवा");
    await page.getByRole("button", { name: "Save the Hindi" }).click();
    await page.getByRole("alert").filter({ hasText: "Nothing was saved" }).waitFor();
    await description.getByText(/^The page cannot show this in Hindi/).waitFor();
    expect(await motto.getByLabel("Hindi").inputValue()).toBe("एकता, अनुशासन और सेवा");
    expect(await hindiNcc(page)).not.toContain("एकता, अनुशासन और सेवा");

    await page.getByRole("link", { name: "Show every text" }).click();
    await page.getByRole("link", { name: "Show only the texts to review or translate" }).click();
    await motto.getByLabel("Hindi").fill("एकता, अनुशासन और सेवा");
    await page.getByRole("button", { name: "Save the Hindi" }).click();
    await page.getByRole("status").filter({ hasText: "Saved. Texts changed: 1." }).waitFor();

    await expect
      .poll(async () => (await hindiNcc(page)).includes("एकता, अनुशासन और सेवा"), { timeout: 5_000 })
      .toBe(true);
    await reloadUntilShown(visitor.page, visitor.page.getByText("एकता, अनुशासन और सेवा", { exact: true }));
    expect(await visitor.page.getByText(NOTICE).count()).toBe(0);
    // The English page is as the office wrote it.
    const english = await (await page.context().request.get(`${baseUrl()}/ncc`)).text();
    expect(english).toContain("Unity, Discipline and Service");
    await closePage(visitor);
    await closePage(office);
  });
});

describe("the pages editors added for the regulators, in Hindi", () => {
  const browser = useBrowser();

  it("shows the committees and the mandatory disclosure in Hindi, and names them so in the Hindi site map", async () => {
    const visitor = await openPage(browser(), "/hi/committees", PHONE);
    const { page } = visitor;
    await page.getByRole("heading", { level: 1, name: "समितियाँ" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "एंटी-रैगिंग समिति और दस्ता" }).waitFor();
    // The helpline's number is the same in both languages.
    await page.getByRole("link", { name: "1800-180-5522" }).waitFor();
    expect(await page.getByText(NOTICE).count()).toBe(0);

    await page.goto(`${baseUrl()}/hi/mandatory-disclosure`);
    await page.getByRole("heading", { level: 1, name: "अनिवार्य प्रकटीकरण" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "कोर्स और प्रवेश क्षमता" }).waitFor();
    expect(await page.getByText(NOTICE).count()).toBe(0);
    expect(await layoutAndAxeFailures(page, "/hi/mandatory-disclosure at 360 px")).toEqual([]);

    await page.goto(`${baseUrl()}/hi/sitemap`);
    await page.getByRole("link", { name: "समितियाँ", exact: true }).waitFor();
    await page.getByRole("link", { name: "अनिवार्य प्रकटीकरण", exact: true }).waitFor();
    await closePage(visitor);
  });
});
