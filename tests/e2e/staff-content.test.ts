import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./support/axe.ts";
import { DESKTOP, PHONE, baseUrl, closePage, openPage, useBrowser } from "./support/pages.ts";
import { createStaff, fieldError, serverDatabase, signIn } from "./support/staff.ts";
import { checkHtmlFiles } from "./support/vnu.ts";

const SAVED = "Saved. The public site shows the change now.";
const FILE_LABEL = "File (JPEG, PNG or WebP, up to 8 MB)";

const picture = (background: string, width = 1600, height = 600) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
/** Random pixels compress badly: a picture well past the 64 KiB cap on ordinary page posts. */
const noisy = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
const jpeg = (name: string, buffer: Buffer) => ({ name, mimeType: "image/jpeg", buffer });

/** The IST calendar day `days` from today, as a date input wants it. */
const istDay = (days: number) => new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

const contentPages = [
  "/admin/content",
  "/admin/content/banners",
  "/admin/content/exam-staff",
  "/admin/content/programmes",
  "/admin/content/gallery",
  "/admin/content/gallery/1",
  "/admin/content/faculty",
  "/admin/content/faculty/1",
  "/admin/news",
];

let banner: Buffer;
beforeAll(async () => {
  banner = await noisy(800, 300);
  expect(banner.length).toBeGreaterThan(128 * 1024);
});

async function signedIn(page: Page, role: "editor" | "admissions") {
  await signIn(page, await createStaff(role));
  await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
}

async function expectSaved(page: Page, message = SAVED) {
  await page.getByRole("status").filter({ hasText: message }).waitFor();
}

async function homeBannerTitles(page: Page): Promise<string[]> {
  const home = await page.context().newPage();
  const response = await home.goto(`${baseUrl()}/`);
  // Pages are revalidated on every visit: nothing between the server and the browser may serve an old copy.
  expect(response?.headers()["cache-control"]).toBe("no-cache");
  const carousel = home.getByRole("region", { name: "Highlights" });
  const alts = await carousel
    .getByRole("group")
    .getByRole("img")
    .evaluateAll((images) => images.map((image) => image.getAttribute("alt") ?? ""));
  await home.close();
  return alts;
}

describe("editing the site's content", () => {
  const browser = useBrowser();

  it("adds a banner with an uploaded picture, shows it on the home page, reorders it and unpublishes it", async () => {
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await signedIn(page, "editor");
    await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Site content" }).click();
    await page.getByRole("link", { name: "Home page banners" }).click();
    await page.getByRole("heading", { level: 1, name: "Home page banners" }).waitFor();

    const add = page.getByRole("region", { name: "Add a banner" });
    await add.getByLabel("Title (also the picture's text alternative)").fill("Convocation 2026");
    await add.getByLabel(FILE_LABEL).setInputFiles(jpeg("convocation.jpg", banner));
    await add.getByRole("button", { name: "Add" }).click();
    await expectSaved(page);

    const titles = await homeBannerTitles(page);
    expect(titles.at(-1)).toBe("Convocation 2026");
    const count = titles.length;
    const home = await page.context().newPage();
    await home.goto(`${baseUrl()}/`);
    const shown = home.getByRole("img", { name: "Convocation 2026" });
    expect(await shown.evaluate((image: HTMLImageElement) => image.currentSrc || image.src)).toMatch(
      /\/images\/[\w-]{16}\?w=\d+/,
    );
    const source = await shown.getAttribute("src");
    const response = await home.request.get(new URL(source!, baseUrl()).href);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^image\//);
    await home.close();

    for (let place = count; place > 1; place--) {
      await page
        .getByRole("form", { name: `Banner ${place}: Convocation 2026` })
        .getByRole("button", { name: "Move up" })
        .click();
      await page.getByRole("form", { name: `Banner ${place - 1}: Convocation 2026` }).waitFor();
    }
    expect((await homeBannerTitles(page))[0]).toBe("Convocation 2026");

    const item = page.getByRole("form", { name: "Banner 1: Convocation 2026" });
    await item.getByLabel("Published").uncheck();
    await item.getByRole("button", { name: "Save" }).click();
    await page.getByRole("form", { name: "Banner 1: Convocation 2026" }).getByText("(hidden)").waitFor();
    expect(await homeBannerTitles(page)).not.toContain("Convocation 2026");
    expect((await homeBannerTitles(page)).length).toBe(count - 1);

    const database = serverDatabase();
    const actions = await database.db
      .selectFrom("audit_log")
      .select(["action", "before_json", "after_json"])
      .where("entity", "=", "banners")
      .execute();
    await database.db.destroy();
    expect(actions.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(["content-created", "content-reordered", "content-updated"]),
    );
    const update = actions.find((entry) => entry.action === "content-updated")!;
    expect(JSON.parse(update.before_json!).published).toBe(true);
    expect(JSON.parse(update.after_json!).published).toBe(false);
    // Leave the shared demo site as it was for the other journeys.
    await page
      .getByRole("form", { name: "Banner 1: Convocation 2026" })
      .getByRole("button", { name: "Delete" })
      .click();
    await expectSaved(page, "Deleted. The public site no longer shows it.");
    await expect.poll(() => page.getByRole("form", { name: /Convocation 2026/ }).count()).toBe(0);
    await closePage(opened);
  });

  it("keeps a notice whose show-until day has passed off the home page", async () => {
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await signedIn(page, "editor");
    await page.goto(`${baseUrl()}/admin/news?kind=NB`);
    const add = page.getByRole("region", { name: /^Add to Notice board/ });
    await add.getByLabel("Title", { exact: true }).fill("Fee deadline extended (expired)");
    await add.getByLabel("Show until (optional, last day shown)").fill(istDay(-1));
    await add.getByRole("button", { name: "Add" }).click();
    await expectSaved(page);
    // The add form is drawn afresh once the list shows the new notice: type into the new one.
    await page.getByRole("form", { name: /Fee deadline extended \(expired\)$/ }).waitFor();
    await add.getByLabel("Title", { exact: true }).fill("Fee deadline extended (current)");
    await add.getByLabel("Show until (optional, last day shown)").fill(istDay(0));
    await add.getByRole("button", { name: "Add" }).click();
    await page.getByRole("form", { name: /Fee deadline extended \(current\)$/ }).waitFor();
    expect(
      await page
        .getByRole("form", { name: /Fee deadline extended \(expired\)$/ })
        .getByLabel("Show until (optional, last day shown)")
        .inputValue(),
    ).toBe(istDay(-1));

    const home = await page.context().newPage();
    await home.goto(`${baseUrl()}/`);
    const board = home.getByRole("region", { name: "Notice Board" });
    expect(await board.getByText("Fee deadline extended (current)").count()).toBeGreaterThan(0);
    expect(await board.getByText("Fee deadline extended (expired)").count()).toBe(0);
    await home.close();
    const notices = page.getByRole("form", { name: /Fee deadline extended/ });
    for (const left of [1, 0]) {
      await notices.first().getByRole("button", { name: "Delete" }).click();
      await expect.poll(() => notices.count()).toBe(left);
    }
    await closePage(opened);
  });

  it("uploads several pictures to a new album at once, sets its cover and shows them in the gallery", async () => {
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await signedIn(page, "editor");
    await page.goto(`${baseUrl()}/admin/content/gallery`);
    const add = page.getByRole("region", { name: "Add an album" });
    await add.getByLabel("Code (part of the album's address)").fill("tech-fest-2026");
    await add.getByLabel("Title", { exact: true }).fill("Tech Fest 2026");
    await add.getByLabel(FILE_LABEL).setInputFiles(jpeg("cover.jpg", await picture("#aa3300", 1200, 800)));
    await add.getByRole("button", { name: "Add" }).click();
    await expectSaved(page);
    await page.getByRole("link", { name: "Pictures of Tech Fest 2026" }).click();
    await page.getByRole("heading", { level: 1, name: "Album: Tech Fest 2026" }).waitFor();

    const upload = page.getByRole("region", { name: "Upload pictures" });
    const files = await Promise.all(
      ["#112233", "#445566", "#778899"].map(async (colour, i) =>
        jpeg(`robot-${i + 1}.jpg`, await picture(colour, 1200, 800)),
      ),
    );
    await upload.getByLabel(/^Pictures/).setInputFiles(files);
    await upload.getByLabel(/^Caption for these pictures/).fill("Robotics contest");
    await upload.getByRole("button", { name: "Upload" }).click();
    await expectSaved(page, `3 pictures added. ${SAVED}`);

    const second = page.getByRole("form", { name: "Picture 2: Robotics contest" });
    const coverSource = await second.getByRole("img").getAttribute("src");
    const coverId = /\/images\/([\w-]{16})/.exec(coverSource!)![1]!;
    await second.getByRole("button", { name: "Set as cover" }).click();
    await page.getByRole("form", { name: "Picture 2: Robotics contest" }).getByText("The album's cover").waitFor();

    const gallery = await page.context().newPage();
    await gallery.goto(`${baseUrl()}/gallery`);
    const card = gallery.getByRole("link", { name: "Tech Fest 2026" });
    expect(await card.locator("img").getAttribute("src")).toContain(coverId);
    await card.click();
    // The album page is headed by its first picture's title, as on the old site.
    await gallery.getByRole("heading", { level: 1, name: "Robotics contest" }).waitFor();
    expect(await gallery.getByText("Tech Fest 2026", { exact: true }).count()).toBeGreaterThan(0);
    expect(await gallery.getByRole("button", { name: "Robotics contest" }).count()).toBe(3);
    await gallery.close();
    await page.goto(`${baseUrl()}/admin/content/gallery`);
    await page
      .getByRole("form", { name: /: Tech Fest 2026$/ })
      .getByRole("button", { name: "Delete" })
      .click();
    await expectSaved(page, "Deleted. The public site no longer shows it.");
    const after = await page.context().newPage();
    expect((await after.goto(`${baseUrl()}/gallery-photo/tech-fest-2026`))?.status()).toBe(404);
    await after.close();
    await closePage(opened);
  });

  it("answers a text file named .jpg with a clear message", async () => {
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await signedIn(page, "editor");
    await page.goto(`${baseUrl()}/admin/content/awards`);
    const add = page.getByRole("region", { name: "Add an award" });
    await add.getByLabel(FILE_LABEL).setInputFiles({
      name: "award.jpg",
      mimeType: "image/jpeg",
      buffer: Buffer.from("These are notes, not a picture."),
    });
    await add.getByLabel("Caption").fill("Best polytechnic");
    await add.getByRole("button", { name: "Add" }).click();
    await expect
      .poll(() => fieldError(add.getByLabel(FILE_LABEL)))
      .toBe("award.jpg is not a JPEG, PNG or WebP picture.");
    expect(await add.getByLabel("Caption").inputValue()).toBe("Best polytechnic");
    await closePage(opened, [/status of 400/]);
  });

  it("works without JavaScript: adds a placed student with a photo", async () => {
    const opened = await openPage(browser(), "/admin/login", DESKTOP, { javaScript: false });
    const { page } = opened;
    await signedIn(page, "editor");
    await page.goto(`${baseUrl()}/admin/content/placed-students`);
    const add = page.getByRole("region", { name: "Add a student" });
    await add.getByLabel(FILE_LABEL).setInputFiles(jpeg("student.jpg", await picture("#557799", 400, 400)));
    await add.getByLabel("Description for screen readers").fill("Portrait of Sita Oraon");
    await add.getByLabel("Name").fill("Sita Oraon (Civil Engineering)");
    await add.getByLabel("Session").fill("2023-26");
    await add.getByLabel("Company").fill("Gumla Builders");
    await add.getByRole("button", { name: "Add" }).click();
    await expectSaved(page);
    const item = page.getByRole("form", { name: /: Sita Oraon \(Civil Engineering\)$/ });
    expect(await item.getByRole("img", { name: "Portrait of Sita Oraon" }).count()).toBe(1);
    await page.goto(`${baseUrl()}/`);
    const card = page
      .getByRole("region", { name: "Our Placements" })
      .first()
      .getByRole("figure")
      .filter({ hasText: "Gumla Builders" });
    expect(await card.getByText("Sita Oraon", { exact: true }).count()).toBe(1);
    await page.goto(`${baseUrl()}/admin/content/placed-students`);
    await page
      .getByRole("form", { name: /: Sita Oraon \(Civil Engineering\)$/ })
      .getByRole("button", { name: "Delete" })
      .click();
    await page.getByRole("status").waitFor();
    await expect.poll(() => page.getByRole("form", { name: /Sita Oraon/ }).count()).toBe(0);
    await closePage(opened);
  });

  it("adds a faculty group and a member of its staff, shown on the faculty page", async () => {
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await signedIn(page, "editor");
    await page.goto(`${baseUrl()}/admin/content/faculty`);
    await page.getByRole("region", { name: "Add a group" }).getByLabel("Department").fill("Workshop");
    await page.getByRole("region", { name: "Add a group" }).getByRole("button", { name: "Add" }).click();
    await expectSaved(page);
    await page.getByRole("link", { name: "Staff of Workshop (0)" }).click();
    const add = page.getByRole("region", { name: "Add a staff member" });
    await add.getByLabel(FILE_LABEL).setInputFiles(jpeg("instructor.jpg", await picture("#884422", 300, 300)));
    for (const [label, value] of [
      ["Name", "Mr. Birsa Kerketta"],
      ["Designation", "Workshop Instructor"],
      ["Qualification", "ITI (Fitter)"],
      ["Experience", "9 years"],
    ]) {
      await add.getByLabel(label!, { exact: true }).fill(value!);
    }
    await add.getByLabel("Date of joining").fill("2017-07-03");
    await add.getByRole("button", { name: "Add" }).click();
    await expectSaved(page);
    await page.goto(`${baseUrl()}/core-faculty`);
    await page.getByText("Mr. Birsa Kerketta").first().waitFor();
    expect(await page.getByText("Workshop", { exact: true }).count()).toBeGreaterThan(0);
    await page.goto(`${baseUrl()}/admin/content/faculty`);
    const group = page.getByRole("form", { name: /: Workshop$/ });
    await group.getByRole("button", { name: "Delete" }).click();
    expect(await page.getByRole("alert").innerText()).toBe(
      "Workshop still has 1 staff: delete them first, or hide them.",
    );
    await page.getByRole("link", { name: "Staff of Workshop (1)" }).click();
    await page
      .getByRole("form", { name: /: Mr\. Birsa Kerketta$/ })
      .getByRole("button", { name: "Delete" })
      .click();
    await expectSaved(page, "Deleted. The public site no longer shows it.");
    await page.getByRole("link", { name: "All faculty groups" }).click();
    await page
      .getByRole("form", { name: /: Workshop$/ })
      .getByRole("button", { name: "Delete" })
      .click();
    await page.getByRole("form", { name: /: Workshop$/ }).waitFor({ state: "detached" });
    await closePage(opened, [/status of 400/]);
  });

  it("refuses the content pages to admissions staff with 403", async () => {
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await signedIn(page, "admissions");
    for (const path of [
      "/admin/content",
      "/admin/content/banners",
      "/admin/content/programmes",
      "/admin/content/gallery",
      "/admin/content/gallery/1",
      "/admin/content/faculty",
      "/admin/content/faculty/1",
    ]) {
      const response = await page.goto(`${baseUrl()}${path}`);
      expect(response?.status(), path).toBe(403);
    }
    await closePage(opened, [/status of 403/]);
  });

  it("passes axe and the HTML checker on the content pages at phone and desktop width", async () => {
    const account = await createStaff("editor");
    const htmlDir = fs.mkdtempSync(path.join(os.tmpdir(), "content-html-"));
    for (const viewport of [PHONE, DESKTOP]) {
      const opened = await openPage(browser(), "/admin/login", viewport);
      await signIn(opened.page, account);
      await opened.page.getByRole("heading", { name: /^Welcome/ }).waitFor();
      for (const pagePath of contentPages) {
        const response = await opened.page.goto(`${baseUrl()}${pagePath}`);
        expect(response?.status(), pagePath).toBe(200);
        expect(
          (await axeViolations(opened.page)).map((v) => `${pagePath}: ${v.id} ${v.nodes[0]?.target.join(" ")}`),
        ).toEqual([]);
        if (viewport === DESKTOP) {
          const html = await (await opened.page.request.get(`${baseUrl()}${pagePath}`)).text();
          fs.writeFileSync(path.join(htmlDir, `${pagePath.replace(/\W+/g, "_")}.html`), html);
        }
      }
      await closePage(opened);
    }
    const errors = await checkHtmlFiles(fs.readdirSync(htmlDir).map((file) => path.join(htmlDir, file)));
    fs.rmSync(htmlDir, { recursive: true, force: true });
    expect(errors.map((e) => `${path.basename(e.url)}:${e.lastLine}: ${e.message}`)).toEqual([]);
  });
});
