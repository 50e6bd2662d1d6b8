import http from "node:http";
import path from "node:path";
import SQLite from "better-sqlite3";
import { type Browser, type Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { demoAlbums, demoAwards } from "../../db/seed/demo-content.ts";
import { DESKTOP, PHONE, baseUrl, closePage, openPage, useBrowser } from "./support/pages.ts";
import { until } from "./support/until.ts";

const ALBUM = demoAlbums[0]!;
const albumPath = `/gallery-photo/${ALBUM.galleryCode}`;
const MEDIUM = { width: 800, height: 900 };

/** Distinct left edges of the items of a list: how many columns it is laid out in. */
async function columns(page: Page, listItems: string) {
  const lefts = await page
    .locator(listItems)
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().left)));
  return new Set(lefts).size;
}

/** A page's cache state and ETag, asked on a connection of its own: over several, every process of the server answers. */
function cacheStateOnNewConnection(pagePath: string): Promise<{ cache?: string; etag?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(pagePath, baseUrl()), { agent: false }, (response) => {
      response.resume();
      response.on("end", () =>
        resolve({ cache: response.headers["x-page-cache"] as string, etag: response.headers.etag }),
      );
    });
    request.on("error", reject);
  });
}

const ASKED_AT_ONCE = 4;
const askEveryProcess = (pagePath: string) =>
  Promise.all(Array.from({ length: ASKED_AT_ONCE }, () => cacheStateOnNewConnection(pagePath)));

/**
 * Changes the albums table out of the site's sight (a rename is no write, so no trigger raises its version), raises
 * the table's version itself, as any write would, and waits until no process of the server answers a path with the page
 * it held before (decision 023). Each process notices on its own, within a second: the test asks on new connections,
 * several at once, until no such answer has come for longer than that, so that a process which has not noticed yet
 * cannot answer the test's next request.
 */
async function tableChanged(database: SQLite.Database, paths: string[], change: string) {
  const held = new Map<string, Set<string>>();
  for (const pagePath of paths)
    held.set(
      pagePath,
      new Set((await askEveryProcess(pagePath)).flatMap(({ cache, etag }) => (cache === "hit" && etag ? [etag] : []))),
    );
  database.exec(change);
  database.exec("UPDATE content_versions SET version = version + 1 WHERE tag = 'gallery_albums'");
  for (const pagePath of paths) {
    let clearSince: number | undefined;
    await until(async () => {
      const answers = await askEveryProcess(pagePath);
      // A process that has noticed answers a fresh render, or the page it held marked stale while that render runs.
      const old = answers.some(({ cache, etag }) => cache === "hit" && etag && held.get(pagePath)!.has(etag));
      clearSince = old ? undefined : (clearSince ?? Date.now());
      return clearSince !== undefined && Date.now() - clearSince > 1500;
    }, 20_000);
  }
}

/**
 * Makes the album queries fail for real while `work` runs, by renaming the albums table in the e2e server's
 * database, and puts it back afterwards.
 */
async function withAlbumsTableMissing(paths: string[], work: () => Promise<void>) {
  const database = new SQLite(path.join(inject("dataDir"), "college.db"));
  database.pragma("busy_timeout = 5000");
  try {
    await tableChanged(database, paths, "ALTER TABLE gallery_albums RENAME TO gallery_albums_away");
    await work();
  } finally {
    await tableChanged(database, paths, "ALTER TABLE gallery_albums_away RENAME TO gallery_albums");
    database.close();
  }
}

async function openWithDpr(
  browser: Browser,
  path: string,
  viewport: { width: number; height: number },
  deviceScaleFactor: number,
) {
  const context = await browser.newContext({ viewport, deviceScaleFactor });
  const page = await context.newPage();
  await page.goto(new URL(path, baseUrl()).href, { waitUntil: "load" });
  return page;
}

describe("gallery: albums", () => {
  const browser = useBrowser();

  it("shows every album as a card with its cover, title and a link to its pictures", async () => {
    const opened = await openPage(browser(), "/gallery", DESKTOP);
    const { page } = opened;
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Gallery");
    for (const album of demoAlbums) {
      const link = page.getByRole("link", { name: album.title, exact: true });
      expect(await link.getAttribute("href")).toBe(`/gallery-photo/${album.galleryCode}`);
      const cover = link.locator("img");
      expect(await cover.getAttribute("alt")).toBe("");
      expect(await cover.getAttribute("srcset")).toMatch(/\?w=480 480w, .*\?w=1280 1280w/);
      expect(await cover.getAttribute("sizes")).toBeTruthy();
      expect(Number(await cover.getAttribute("width"))).toBeGreaterThan(0);
      expect(Number(await cover.getAttribute("height"))).toBe(279);
    }
    await closePage(opened);
  });

  it("lays the albums out in 3 columns wide, 2 medium and 1 on phones, each cover 279 px high and cropped, not squeezed", async () => {
    for (const [viewport, expected] of [
      [DESKTOP, 3],
      [MEDIUM, 2],
      [PHONE, 1],
    ] as const) {
      const opened = await openPage(browser(), "/gallery", viewport);
      const { page } = opened;
      expect(await columns(page, "main ul > li")).toBe(expected);
      const boxes = await page.locator("main ul > li img").evaluateAll((images) =>
        images.map((image) => ({
          height: image.getBoundingClientRect().height,
          fit: getComputedStyle(image).objectFit,
        })),
      );
      expect(boxes.every((box) => box.height === 279 && box.fit === "cover")).toBe(true);
      await closePage(opened);
    }
  });

  it("loads covers sharp enough for the 279 px box at 1× and 2× screens, lazily below the fold", async () => {
    for (const [viewport, dpr] of [
      [PHONE, 2],
      [DESKTOP, 1],
      [MEDIUM, 2],
    ] as const) {
      const page = await openWithDpr(browser(), "/gallery", viewport, dpr);
      const covers = page.locator("main ul > li img");
      expect(await covers.first().getAttribute("loading")).toBe("eager");
      expect(await covers.last().getAttribute("loading")).toBe("lazy");
      await covers.first().evaluate((image: HTMLImageElement) => image.decode());
      const first = await covers.first().evaluate(async (image: HTMLImageElement) => {
        const box = image.getBoundingClientRect();
        // The chosen file's own pixels (naturalWidth of a srcset image is scaled by its density).
        const file = new Image();
        file.src = image.currentSrc;
        await file.decode();
        // With object-fit: cover the picture is drawn at least as wide as its box and as its height × aspect.
        const drawnWidth = Math.max(box.width, (box.height * file.naturalWidth) / file.naturalHeight);
        return { natural: file.naturalWidth, needed: drawnWidth * devicePixelRatio, src: image.currentSrc };
      });
      expect(first.src).toMatch(/\/images\/[\w-]+\?w=\d+$/);
      expect(first.natural).toBeGreaterThanOrEqual(Math.floor(first.needed * 0.95));
      expect(first.src).not.toMatch(/\?w=100$/);
      await page.context().close();
    }
  });

  it("does not shift the layout while covers load", async () => {
    const opened = await openPage(browser(), "/gallery", PHONE);
    const { page } = opened;
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 300) {
        window.scrollTo({ top: y, behavior: "instant" });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    });
    await page.waitForLoadState("networkidle");
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve(total), 200);
        }),
    );
    expect(shift).toBeLessThan(0.01);
    await closePage(opened);
  });

  it("shows the page without albums when the album list cannot be read (spec: silently ignored)", async () => {
    await withAlbumsTableMissing(["/gallery"], async () => {
      const opened = await openPage(browser(), "/gallery", DESKTOP);
      expect(opened.status).toBe(200);
      expect(await opened.page.getByRole("heading", { level: 1 }).innerText()).toBe("Gallery");
      expect(await opened.page.getByText("There are no photo albums to show yet.").isVisible()).toBe(true);
      await closePage(opened);
    });
  });

  it("keeps working when covers fail to load", async () => {
    const context = await browser().newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.route("**/images/**", (route) => route.fulfill({ status: 404, body: "" }));
    await page.goto(new URL("/gallery", baseUrl()).href, { waitUntil: "load" });
    for (const album of demoAlbums)
      expect(await page.getByRole("link", { name: album.title, exact: true }).isVisible()).toBe(true);
    const heights = await page
      .locator("main ul > li img")
      .evaluateAll((images) => images.map((image) => image.getBoundingClientRect().height));
    expect(heights.every((height) => height === 279)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("gallery: one album", () => {
  const browser = useBrowser();

  it("shows the first picture's title as heading and in the breadcrumb, then every picture as a thumbnail", async () => {
    const opened = await openPage(browser(), albumPath, DESKTOP);
    const { page } = opened;
    const first = ALBUM.images[0]!;
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(first);
    const crumb = page.getByRole("navigation", { name: "Breadcrumb" });
    expect(await crumb.locator('[aria-current="page"]').innerText()).toBe(first);
    expect(await page.title()).toContain(first);
    const thumbnails = page.locator("main ul > li").getByRole("button");
    expect(await thumbnails.allInnerTexts()).toEqual(ALBUM.images);
    expect(await page.getByText(ALBUM.title, { exact: true }).count()).toBe(1);
    await closePage(opened);
  });

  it("opens the lightbox at the thumbnail chosen by click, Enter or Space, with every picture and its title as caption", async () => {
    const opened = await openPage(browser(), albumPath, DESKTOP);
    const { page } = opened;
    const dialog = page.getByRole("dialog", { name: ALBUM.title });
    const caption = (text: string) => dialog.getByText(text, { exact: true });

    await page.getByRole("button", { name: ALBUM.images[2] }).click();
    await caption(ALBUM.images[2]!).waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    await page.getByRole("button", { name: ALBUM.images[1] }).focus();
    await page.keyboard.press("Enter");
    await caption(ALBUM.images[1]!).waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });

    await page.getByRole("button", { name: ALBUM.images[0] }).focus();
    await page.keyboard.press("Space");
    await caption(ALBUM.images[0]!).waitFor();
    for (const title of ALBUM.images.slice(1)) {
      await dialog.getByRole("button", { name: "Next image" }).click();
      await caption(title).waitFor();
      expect(await dialog.getByRole("img").getAttribute("alt")).toBe(title);
    }
    expect(await dialog.getByRole("button", { name: "Next image" }).count()).toBe(0);
    await closePage(opened);
  });

  it("answers an unknown album code with the 404 page and status 404", async () => {
    const opened = await openPage(browser(), "/gallery-photo/no-such-album", DESKTOP);
    const { page } = opened;
    expect(opened.status).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Oops! Page Not Found");
    expect(await page.title()).toContain("Oops! Page Not Found");
    expect(await page.getByRole("link", { name: "Return Home" }).getAttribute("href")).toBe("/");
    await closePage(opened, [/status of 404/]);
  });

  it("answers a failed album load with an error and a Retry that loads the album once it can", async () => {
    let opened!: Awaited<ReturnType<typeof openPage>>;
    await withAlbumsTableMissing([albumPath], async () => {
      opened = await openPage(browser(), albumPath, DESKTOP);
      expect(opened.status).toBe(500);
      await opened.page.getByRole("alert").waitFor();
      expect(await opened.page.getByRole("alert").innerText()).toContain("The photos could not be loaded.");
      expect(await opened.page.getByText("Loading", { exact: false }).count()).toBe(0);
    });
    const { page } = opened;
    await page.getByRole("button", { name: "Retry" }).click();
    await page.getByRole("heading", { level: 1, name: ALBUM.images[0] }).waitFor();
    expect(await page.getByRole("alert").count()).toBe(0);
    expect(await page.getByRole("button", { name: ALBUM.images[1] }).isVisible()).toBe(true);
    await closePage(opened, [/status of 500/]);
  });

  it("shows a loading state while an album opens from the gallery, and an error with a working retry when it fails", async () => {
    // The gallery page itself ships no React (its album links are page loads); reached from the home page, React
    // renders it and opens albums without a page load, with a loading state.
    const opened = await openPage(browser(), "/", DESKTOP);
    const { page } = opened;
    await page.getByRole("contentinfo").getByRole("link", { name: "Gallery", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/gallery");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let fail = true;
    await page.route("**/gallery-photo/*.data*", async (route) => {
      await held;
      if (fail) await route.abort("failed");
      else await route.continue();
    });

    await page.getByRole("link", { name: ALBUM.title, exact: true }).click();
    const loading = page.getByRole("status").filter({ hasText: "Loading album…" });
    await loading.waitFor();
    expect(await page.getByRole("link", { name: ALBUM.title, exact: true }).getAttribute("aria-busy")).toBe("true");
    release();

    const alert = page.getByRole("alert");
    await alert.waitFor();
    expect(await alert.innerText()).toContain("The photos could not be loaded.");
    expect(await loading.count()).toBe(0);

    fail = false;
    await page.getByRole("button", { name: "Retry" }).click();
    await page.getByRole("heading", { level: 1, name: ALBUM.images[0] }).waitFor();
    expect(new URL(page.url()).pathname).toBe(albumPath);
    expect(await page.getByRole("button", { name: ALBUM.images[3] }).isVisible()).toBe(true);
    await closePage(opened, [/net::ERR_FAILED/]);
  });
});

describe("awards", () => {
  const browser = useBrowser();

  it('is titled "Awards to the college" and shows the awards in 3 columns, three with 2022 captions', async () => {
    const opened = await openPage(browser(), "/gpaward", DESKTOP);
    const { page } = opened;
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Awards to the college");
    expect(await page.title()).toMatch(/^Awards to the college \|/);
    const awards = page.locator("main ul > li");
    expect(await awards.count()).toBe(demoAwards.length);
    expect(await columns(page, "main ul > li")).toBe(3);
    const captions = demoAwards.map((award) => award.caption).filter(Boolean);
    expect(captions).toHaveLength(3);
    for (const caption of captions) {
      expect(caption).toContain("2022");
      expect(await page.getByRole("button", { name: caption }).isVisible()).toBe(true);
    }
    // The awards without a caption are still named for screen readers.
    expect(await page.getByRole("button", { name: "Award 4" }).count()).toBe(1);
    await closePage(opened);
  });

  it("opens the lightbox at the chosen award", async () => {
    const opened = await openPage(browser(), "/gpaward", PHONE);
    const { page } = opened;
    const caption = demoAwards[1]!.caption;
    await page.getByRole("button", { name: caption }).click();
    const dialog = page.getByRole("dialog", { name: "Awards to the college" });
    await dialog.getByText(caption, { exact: true }).waitFor();
    expect(await dialog.getByRole("img").getAttribute("alt")).toBe(caption);
    await dialog.getByRole("button", { name: "Next image" }).click();
    await dialog.getByText(demoAwards[2]!.caption, { exact: true }).waitFor();
    await dialog.getByRole("button", { name: "Next image" }).click();
    expect(await dialog.getByRole("img").getAttribute("alt")).toBe("Award 4");
    await closePage(opened);
  });
});
