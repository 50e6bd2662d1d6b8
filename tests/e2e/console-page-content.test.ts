import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { listPages } from "../../app/models/page-list.server.ts";
import { hasGeneratedEditor } from "../../app/routes/admin/page-editors.ts";
import { DESKTOP, PHONE, baseUrl, closePage, layoutAndAxeFailures, openPage, useBrowser } from "./support/pages.ts";
import { republishFirstRevisions } from "./support/page-documents.ts";
import { createStaff, fieldError, openPageFromList, serverDatabase, signIn } from "./support/staff.ts";

/** Signs in as an editor and opens a page's generated content editor from the page list. */
async function openContentEditor(page: Page, path: string) {
  await signIn(page, await createStaff("editor"));
  await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
  await openPageFromList(page, path);
  await page.getByRole("link", { name: "Edit the content" }).click();
  await page.getByRole("heading", { level: 1, name: `Content of ${path}` }).waitFor();
}

/** The pages whose shape the generated editor edits: one page of each shape that has a path. */
async function onePageOfEachGeneratedShape(): Promise<{ id: number; path: string }[]> {
  const database = serverDatabase();
  try {
    const pages = await listPages(database.db, {});
    const byShape = new Map<string, { id: number; path: string }>();
    for (const entry of pages)
      if (entry.path && hasGeneratedEditor(entry.shape) && !byShape.has(entry.shape))
        byShape.set(entry.shape, { id: Number(entry.id), path: entry.path });
    return [...byShape.values()];
  } finally {
    await database.db.destroy();
  }
}

describe("the console's generated page editor", () => {
  // The journeys publish on the shared server: the public pages go back to the site's own content after them.
  afterAll(() => republishFirstRevisions(["/governors", "/campus", "/admission-department"]));
  const browser = useBrowser();

  it("an editor renames a governor, adds one and moves them up, saves, publishes and the public page shows it", async () => {
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await openContentEditor(page, "/governors");
    const first = page.getByRole("group", { name: "Members: item 1" });
    await first.getByLabel("Name").fill("Dr. Meera Oraon");

    await page.getByRole("button", { name: "Add to Members" }).click();
    await page.getByRole("status").filter({ hasText: "Changed here, not saved yet" }).waitFor();
    const items = await page.getByRole("group", { name: /^Members: item \d+$/ }).count();
    const added = page.getByRole("group", { name: `Members: item ${items}` });
    // The form comes back with what was typed, and the new item's first field has the focus.
    expect(await first.getByLabel("Name").inputValue()).toBe("Dr. Meera Oraon");
    await added.getByLabel("Name").fill("Shri Birsa Lakra");
    await added.getByLabel("Designation").selectOption("Member");
    await added.getByLabel("Credentials").fill("Retired Chief Engineer, Road Construction Department");
    await page.getByRole("button", { name: `Move Members: item ${items} up` }).click();
    const moved = page.getByRole("group", { name: `Members: item ${items - 1}` });
    await expect.poll(() => moved.getByLabel("Name").inputValue()).toBe("Shri Birsa Lakra");

    await page.getByLabel("Note for this revision (optional)").fill("New member from 2027");
    await page.getByRole("button", { name: "Save as a draft" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: /Saved as revision \d+, a draft\./ })
      .waitFor();
    const revision = /revision (\d+)/.exec(await page.getByRole("status").innerText())![1];

    await page.getByRole("link", { name: "Back to the page's revisions" }).click();
    await page.getByRole("button", { name: `Publish revision ${revision} now` }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Published revision ${revision}.` })
      .waitFor();
    await closePage(opened);

    const visitor = await openPage(browser(), "/governors", PHONE);
    await expect
      .poll(async () => {
        await visitor.page.reload();
        return visitor.page.getByRole("main").innerText();
      })
      .toMatch(/Dr\. Meera Oraon[\s\S]*Shri Birsa Lakra/);
    await closePage(visitor);
  });

  it("at 360 px without JavaScript refuses a number that is not one beside its field, storing nothing", async () => {
    const opened = await openPage(browser(), "/admin/login", PHONE, { javaScript: false });
    const { page } = opened;
    await openContentEditor(page, "/campus");
    const rooms = page.getByRole("group", { name: "Rooms: item 1" }).first();
    await rooms.getByLabel("Number of rooms").fill("three");
    await page.getByRole("button", { name: "Save as a draft" }).click();
    await page.getByRole("alert").filter({ hasText: "Nothing was saved" }).waitFor();
    const field = page.getByRole("group", { name: "Rooms: item 1" }).first().getByLabel("Number of rooms");
    await expect.poll(() => fieldError(field)).toBe("Enter a number.");
    expect(await field.inputValue()).toBe("three");
    await field.fill("4");
    await page.getByRole("button", { name: "Save as a draft" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: /Saved as revision \d+, a draft\./ })
      .waitFor();
    // The refused save was answered 400, which the browser reports.
    await closePage(opened, [/status of 400/]);
  });

  it("refuses a brochure's file name that the site does not ship beside its field, storing nothing", async () => {
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await openContentEditor(page, "/production-unit");
    const fileName = () => page.getByRole("group", { name: "Brochure" }).first().getByLabel("File name");
    await fileName().fill("no-such-brochure.pdf");
    await page.getByRole("button", { name: "Save as a draft" }).click();
    await page.getByRole("alert").filter({ hasText: "Nothing was saved" }).waitFor();
    await expect.poll(() => fieldError(fileName())).toBe("There is no file no-such-brochure.pdf in public/documents.");
    expect(await fileName().inputValue()).toBe("no-such-brochure.pdf");
    const publicPage = await fetch(`${baseUrl()}/production-unit`);
    expect(publicPage.status).toBe(200);
    expect(await publicPage.text()).not.toContain("no-such-brochure.pdf");
    await closePage(opened, [/status of 400/]);
  });

  it("at 360 px without JavaScript replaces a person's photo with its text alternative; the public page shows it", async () => {
    const opened = await openPage(browser(), "/admin/login", PHONE, { javaScript: false });
    const { page } = opened;
    await openContentEditor(page, "/admission-department");
    const photo = page.getByRole("group", { name: "Staff: item 1" }).getByRole("group", { name: "Photo" });
    const jpeg = await sharp({ create: { width: 240, height: 240, channels: 3, background: "#1f5f99" } })
      .jpeg()
      .toBuffer();
    await photo
      .getByLabel("Replace with (JPEG, PNG or WebP, up to 8 MB)")
      .setInputFiles({ name: "officer.jpg", mimeType: "image/jpeg", buffer: jpeg });
    const alt = "The admission officer at the help desk";
    await photo.getByLabel("Text alternative (what the picture shows)").fill(alt);
    await page.getByRole("button", { name: "Save as a draft" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: /Saved as revision \d+, a draft\./ })
      .waitFor();
    const revision = /revision (\d+)/.exec(await page.getByRole("status").innerText())![1];
    await page.getByRole("link", { name: "Back to the page's revisions" }).click();
    await page.getByRole("button", { name: `Publish revision ${revision} now` }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `Published revision ${revision}.` })
      .waitFor();
    await closePage(opened);

    const visitor = await openPage(browser(), "/admission-department", PHONE);
    const shown = visitor.page.getByRole("img", { name: alt });
    await expect
      .poll(async () => {
        await visitor.page.reload();
        return shown.count();
      })
      .toBe(1);
    // Served sized by the image endpoint, with its size reserved so nothing shifts while it loads.
    expect(await shown.getAttribute("srcset")).toMatch(/^\/images\/[\w-]{16}\?w=50 50w, /);
    expect(await shown.getAttribute("width")).toBe("50");
    await shown.scrollIntoViewIfNeeded();
    await expect
      .poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await closePage(visitor);
  });

  it("is usable at 360 px and passes axe, with its errors beside the fields", async () => {
    const opened = await openPage(browser(), "/admin/login", PHONE);
    const { page } = opened;
    await openContentEditor(page, "/advisory");
    expect(await layoutAndAxeFailures(page, "advisory editor at 360 px")).toEqual([]);
    await page.getByRole("group", { name: "Members: item 1" }).getByLabel("Name").fill("");
    await page.getByRole("button", { name: "Check the form" }).click();
    const name = page.getByRole("group", { name: "Members: item 1" }).getByLabel("Name");
    await expect.poll(() => fieldError(name)).toBe("Write this field.");
    expect(await layoutAndAxeFailures(page, "advisory editor with an error")).toEqual([]);
    await closePage(opened);
  });

  it("draws every field of every shape it edits and posts the document back unchanged", async () => {
    const pages = await onePageOfEachGeneratedShape();
    expect(pages.length).toBeGreaterThanOrEqual(15);
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    // The first through the page list, as an editor finds it; the rest by the editor's address.
    await openContentEditor(page, pages[0]!.path);
    for (const { id, path } of pages) {
      await page.goto(`${new URL(page.url()).origin}/admin/pages/${id}/content`);
      await page.getByRole("heading", { level: 1, name: `Content of ${path}` }).waitFor();
      await page.getByRole("button", { name: "Save as a draft" }).click();
      await page
        .getByRole("status")
        .filter({ hasText: "Nothing changed: no revision was made." })
        .waitFor({ timeout: 20_000 })
        .catch(async () => {
          throw new Error(`${path}: ${await page.getByRole("main").innerText()}`.slice(0, 2000));
        });
    }
    await closePage(opened);
  });
});
