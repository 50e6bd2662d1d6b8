import fs from "node:fs";
import path from "node:path";
import { type Browser, type Locator, type Page } from "playwright-core";
import { build } from "vite";
import { beforeAll, describe, expect, it } from "vitest";
import { type LightboxItem, type LightboxOptions } from "~/components/lightbox/lightbox-state.ts";
import { demoAlbums } from "../../db/seed/demo-content.ts";
import { axeViolations } from "./support/axe.ts";
import { DESKTOP, PHONE, baseUrl, closePage, openPage, stopClock, useBrowser } from "./support/pages.ts";

const ALBUM = demoAlbums[0]!;
const albumPath = `/gallery-photo/${ALBUM.galleryCode}`;
const lastIndex = ALBUM.images.length - 1;

/** The lightbox of a page and the caption it shows. */
function lightboxOf(page: Page, name = ALBUM.title) {
  const dialog = page.getByRole("dialog", { name });
  return {
    dialog,
    caption: (text: string) => dialog.getByText(text, { exact: true }),
    button: (label: string) => dialog.getByRole("button", { name: label, exact: true }),
  };
}

async function openAt(page: Page, index: number) {
  const thumbnail = page.getByRole("button", { name: ALBUM.images[index], exact: true });
  await thumbnail.click();
  const lightbox = lightboxOf(page);
  await lightbox.caption(ALBUM.images[index]!).waitFor();
  await lightbox.dialog.getByRole("img").and(page.locator("[style*='opacity: 1']")).waitFor();
  return { ...lightbox, thumbnail };
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

describe("lightbox on the album page (the spec's defaults)", () => {
  const browser = useBrowser();

  it("is a named modal dialog that opens at the chosen picture and passes axe", async () => {
    const opened = await openPage(browser(), albumPath, DESKTOP);
    const { page } = opened;
    const { dialog } = await openAt(page, 2);
    expect(await dialog.evaluate((element: HTMLDialogElement) => element.open && element.matches(":modal"))).toBe(true);
    expect(await dialog.getByRole("img").getAttribute("alt")).toBe(ALBUM.images[2]);
    expect((await axeViolations(page)).map((violation) => violation.id)).toEqual([]);
    await closePage(opened);
  });

  it("shows a loader until the picture has loaded", async () => {
    const opened = await openPage(browser(), albumPath, DESKTOP);
    const { page } = opened;
    const { dialog, button, caption } = await openAt(page, 0);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/images/**", async (route) => {
      await held;
      await route.continue();
    });
    await button("Next image").click();
    await caption(ALBUM.images[1]!).waitFor();
    const loader = dialog.getByRole("status");
    await loader.waitFor();
    expect(await loader.innerText()).toBe("Loading image…");
    expect(await dialog.getByRole("img").evaluate((image) => getComputedStyle(image).opacity)).toBe("0");
    release();
    await loader.waitFor({ state: "detached" });
    await dialog.getByRole("img").and(page.locator("[style*='opacity: 1']")).waitFor();
    await closePage(opened);
  });

  it.each(["Escape", "x", "o", "c"])(
    "closes on %s, fading out before it is removed, and gives focus back to the thumbnail",
    async (key) => {
      const opened = await openPage(browser(), albumPath, DESKTOP, { clock: true });
      const { page } = opened;
      const { dialog, thumbnail } = await openAt(page, 1);
      await stopClock(page);
      await page.keyboard.press(key);
      // The fade is the browser's own transition: it begins at once…
      await expect.poll(() => dialog.evaluate((element) => Number(getComputedStyle(element).opacity))).toBeLessThan(1);
      // …and the lightbox is removed when its 0.7 s are over, by the page's clock, not before.
      await page.clock.runFor(600);
      expect(await dialog.count()).toBe(1);
      await page.clock.runFor(150);
      await dialog.waitFor({ state: "detached" });
      expect(await isFocused(thumbnail)).toBe(true);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");
      await closePage(opened);
    },
  );

  it("goes back with p and ←, on with n and →, and does not wrap by default", async () => {
    const opened = await openPage(browser(), albumPath, DESKTOP);
    const { page } = opened;
    const { caption } = await openAt(page, 2);
    for (const [key, index] of [
      ["n", 3],
      ["ArrowRight", 4],
      ["p", 3],
      ["ArrowLeft", 2],
    ] as const) {
      await page.keyboard.press(key);
      await caption(ALBUM.images[index]!).waitFor();
    }
    for (let i = 2; i > 0; i--) await page.keyboard.press("p");
    await caption(ALBUM.images[0]!).waitFor();
    await page.keyboard.press("ArrowLeft");
    await page.waitForTimeout(200);
    expect(await caption(ALBUM.images[0]!).count()).toBe(1);
    for (let i = 0; i < lastIndex; i++) await page.keyboard.press("n");
    await caption(ALBUM.images[lastIndex]!).waitFor();
    await page.keyboard.press("n");
    await page.waitForTimeout(200);
    expect(await caption(ALBUM.images[lastIndex]!).count()).toBe(1);
    await closePage(opened);
  });

  it("shows only the arrows that lead somewhere, keeping focus in the dialog when one goes", async () => {
    const opened = await openPage(browser(), albumPath, DESKTOP);
    const { page } = opened;
    const { dialog, button, caption } = await openAt(page, 0);
    expect(await button("Previous image").count()).toBe(0);
    expect(await button("Next image").isVisible()).toBe(true);
    await button("Next image").click();
    await caption(ALBUM.images[1]!).waitFor();
    expect(await button("Previous image").isVisible()).toBe(true);
    for (let i = 1; i < lastIndex; i++) await button("Next image").click();
    await caption(ALBUM.images[lastIndex]!).waitFor();
    expect(await button("Next image").count()).toBe(0);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await closePage(opened);
  });

  it("has no number label, zoom, rotate or download controls by default", async () => {
    const opened = await openPage(browser(), albumPath, DESKTOP);
    const { page } = opened;
    const { dialog } = await openAt(page, 1);
    expect(await dialog.getByText(/Image \d+ of \d+/).count()).toBe(0);
    const names = await dialog
      .getByRole("button")
      .evaluateAll((buttons) => buttons.map((button) => button.textContent?.trim()));
    expect(names.sort()).toEqual(["‹Previous image", "›Next image", "✕Close"].sort());
    await closePage(opened);
  });

  it("closes from the overlay and the close control, not from a click on the picture", async () => {
    const opened = await openPage(browser(), albumPath, PHONE);
    const { page } = opened;
    const first = await openAt(page, 0);
    await first.dialog.getByRole("img").click();
    await page.waitForTimeout(800);
    expect(await first.dialog.count()).toBe(1);
    await page.mouse.click(PHONE.width / 2, PHONE.height - 20);
    await first.dialog.waitFor({ state: "detached" });
    expect(await isFocused(first.thumbnail)).toBe(true);

    const second = await openAt(page, 3);
    await second.button("Close").click();
    await second.dialog.waitFor({ state: "detached" });
    expect(await isFocused(second.thumbnail)).toBe(true);
    await closePage(opened);
  });

  it("keeps focus inside, names every control and locks the page's scrolling while open", async () => {
    const opened = await openPage(browser(), albumPath, PHONE);
    const { page } = opened;
    const { dialog, button } = await openAt(page, 2);
    expect(await isFocused(button("Close"))).toBe(true);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(i % 3 === 2 ? "Shift+Tab" : "Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    const names = await dialog
      .getByRole("button")
      .evaluateAll((buttons) => buttons.map((button) => button.querySelector(".sr-only")?.textContent ?? ""));
    expect(names.every((name) => name.length > 0)).toBe(true);

    const before = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    await page.keyboard.press("PageDown");
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");
    await closePage(opened);
  });

  it("uses the spec's fade (0.7 s), resize (0.5 s) and 20 px from the top, and fits the picture in the viewport", async () => {
    for (const viewport of [PHONE, DESKTOP]) {
      const opened = await openPage(browser(), albumPath, viewport);
      const { page } = opened;
      const { dialog } = await openAt(page, 0);
      const measured = await dialog.evaluate((element) => {
        const image = element.querySelector("img")!;
        const frame = image.parentElement!.parentElement!;
        const box = image.getBoundingClientRect();
        return {
          fade: getComputedStyle(element).transition,
          resize: getComputedStyle(frame).transition,
          frameTop: frame.parentElement!.getBoundingClientRect().top,
          image: { left: box.left, right: box.right, top: box.top, bottom: box.bottom, ratio: box.width / box.height },
        };
      });
      expect(measured.fade).toMatch(/opacity 0\.7s/);
      expect(measured.resize).toMatch(/width 0\.5s.*height 0\.5s/);
      expect(measured.frameTop).toBe(20);
      expect(measured.image.left).toBeGreaterThanOrEqual(0);
      expect(measured.image.right).toBeLessThanOrEqual(viewport.width);
      expect(measured.image.bottom).toBeLessThanOrEqual(viewport.height);
      expect(measured.image.ratio).toBeCloseTo(1200 / 800, 1);
      await closePage(opened);
    }
  });

  it("has no transitions for visitors who ask for reduced motion", async () => {
    const opened = await openPage(browser(), albumPath, DESKTOP, { reducedMotion: true });
    const { page } = opened;
    const { dialog, thumbnail } = await openAt(page, 1);
    expect(await dialog.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe("0s");
    await page.keyboard.press("Escape");
    await page.waitForTimeout(50);
    expect(await dialog.count()).toBe(0);
    expect(await isFocused(thumbnail)).toBe(true);
    await closePage(opened);
  });
});

/**
 * Options the pages leave at their defaults, and the validation errors, tested on the real component mounted in
 * Chromium: a small harness bundled with Vite's build API and served on the running site's origin, so the
 * stored images are same-origin and the site's stylesheet applies. Nothing in production code serves it.
 */
describe("lightbox options and validation (component in Chromium)", () => {
  const browser = useBrowser();
  let bundle = "";
  const harnessFiles = new Map<string, string>();
  let stylesheet = "";
  let album: LightboxItem[] = [];

  beforeAll(async () => {
    const source = `
      import { createElement as h } from "react";
      import { createRoot } from "react-dom/client";
      import { useLightbox } from ${JSON.stringify(path.resolve("app/components/lightbox/use-lightbox.tsx"))};
      const config = window.harnessConfig;
      function Harness() {
        const lightbox = useLightbox("Test album", config.options);
        window.harnessOpen = (items, index) => lightbox.open(items, index);
        return h("main", null,
          h("h1", null, "Lightbox harness"),
          h("button", { type: "button", onClick: (event) => lightbox.open(config.album, config.index, event.currentTarget) }, "Open"),
          lightbox.element);
      }
      createRoot(document.getElementById("root")).render(h(Harness));`;
    const output = await build({
      configFile: false,
      root: process.cwd(),
      logLevel: "warn",
      mode: "production",
      resolve: { tsconfigPaths: true },
      plugins: [
        {
          name: "lightbox-harness",
          resolveId: (id) => (id === "virtual:lightbox-harness" ? "\0lightbox-harness" : null),
          load: (id) => (id === "\0lightbox-harness" ? source : null),
        },
      ],
      build: { write: false, minify: false, rolldownOptions: { input: "virtual:lightbox-harness" } },
    });
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) =>
      "output" in result ? result.output : [],
    );
    const chunk = chunks.find((file) => file.type === "chunk" && file.isEntry);
    if (!chunk || chunk.type !== "chunk") throw new Error("the harness did not build");
    // The lightbox's own code is a chunk of its own (it loads when a picture is first opened) that imports from the
    // entry by its file name: every chunk is served under its own name.
    bundle = path.basename(chunk.fileName);
    for (const file of chunks) if (file.type === "chunk") harnessFiles.set(path.basename(file.fileName), file.code);
    const html = await (await fetch(`${baseUrl()}${albumPath}`)).text();
    stylesheet = /<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/.exec(html)?.[1] ?? "";
    const images = (await (
      await fetch(`${baseUrl()}/api/GalleryDeatils/GalleryDeatils?code=${ALBUM.galleryCode}`)
    ).json()) as {
      image: string;
      title: string;
    }[];
    album = images.map((image) => ({ src: new URL(image.image).pathname, caption: image.title, thumb: "" }));
  });

  async function mount(options: Partial<LightboxOptions>, items: LightboxItem[] = album, index = 0) {
    const context = await (browser() as Browser).newContext({ viewport: DESKTOP, acceptDownloads: true });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(error.message));
    const config = JSON.stringify({ options, album: items, index }).replace(/</g, "\\u003c");
    await page.route(`${baseUrl()}/__harness/**`, (route) => {
      const url = new URL(route.request().url());
      if (url.pathname.endsWith(".js"))
        return route.fulfill({ contentType: "text/javascript", body: harnessFiles.get(path.basename(url.pathname)) });
      return route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lightbox harness</title><link rel="stylesheet" href="${stylesheet}"></head><body><div id="root"></div><script>window.harnessConfig = ${config};</script><script type="module" src="/__harness/${bundle}"></script></body></html>`,
      });
    });
    await page.goto(`${baseUrl()}/__harness/`, { waitUntil: "load" });
    const opener = page.getByRole("button", { name: "Open" });
    await opener.click();
    const lightbox = lightboxOf(page, "Test album");
    await lightbox.dialog.waitFor();
    await lightbox.dialog.getByRole("img").and(page.locator("[style*='opacity: 1']")).waitFor();
    return { page, errors, opener, ...lightbox };
  }

  async function unmount({ page, errors }: { page: Page; errors: string[] }) {
    await page.context().close();
    expect(errors).toEqual([]);
  }

  it("wraps from the last picture to the first and back when wrap-around is on, with both arrows always shown", async () => {
    const opened = await mount({ wrapAround: true }, album, lastIndex);
    const { page, caption, button } = opened;
    await caption(ALBUM.images[lastIndex]!).waitFor();
    expect(await button("Next image").isVisible()).toBe(true);
    await page.keyboard.press("n");
    await caption(ALBUM.images[0]!).waitFor();
    expect(await button("Previous image").isVisible()).toBe(true);
    await button("Previous image").click();
    await caption(ALBUM.images[lastIndex]!).waitFor();
    await page.keyboard.press("ArrowRight");
    await caption(ALBUM.images[0]!).waitFor();
    await page.keyboard.press("ArrowLeft");
    await caption(ALBUM.images[lastIndex]!).waitFor();
    await unmount(opened);
  });

  it("shows no arrows for an album of one picture, even with wrap-around", async () => {
    const opened = await mount({ wrapAround: true }, album.slice(0, 1));
    const { page, dialog, caption } = opened;
    expect(await dialog.getByRole("button", { name: /image$/ }).count()).toBe(0);
    await page.keyboard.press("n");
    await page.keyboard.press("p");
    await page.waitForTimeout(100);
    expect(await caption(ALBUM.images[0]!).count()).toBe(1);
    await unmount(opened);
  });

  it('shows "Image %1 of %2" when the label is enabled', async () => {
    const opened = await mount({ showImageNumberLabel: true }, album, 1);
    const { page, dialog } = opened;
    await dialog.getByText(`Image 2 of ${album.length}`, { exact: true }).waitFor();
    await page.keyboard.press("n");
    await dialog.getByText(`Image 3 of ${album.length}`, { exact: true }).waitFor();
    await unmount(opened);
  });

  it("zooms by 1.5 and turns by 90° each way with the zoom and rotate buttons", async () => {
    const opened = await mount({ showZoom: true, showRotate: true });
    const { page, dialog, button } = opened;
    const image = dialog.getByRole("img");
    // The size it is going to (the change itself is animated over the resize duration).
    const size = () =>
      image.evaluate((element) => ({
        width: parseFloat(element.style.width),
        height: parseFloat(element.style.height),
      }));
    const start = await size();
    await button("Zoom in").click();
    expect((await size()).width).toBeCloseTo(start.width * 1.5, -1);
    await button("Zoom in").click();
    expect((await size()).width).toBeCloseTo(start.width * 2.25, -1);
    await button("Zoom out").click();
    await button("Zoom out").click();
    expect((await size()).width).toBeCloseTo(start.width, -1);
    await button("Zoom out").click();
    expect((await size()).width).toBeCloseTo(start.width / 1.5, -1);
    await button("Zoom in").click();

    const turn = () => image.evaluate((element) => element.style.transform);
    await button("Rotate right").click();
    expect(await turn()).toContain("rotate(90deg)");
    await page.waitForTimeout(600);
    const box = await image.boundingBox();
    expect(box!.height).toBeGreaterThan(box!.width);
    await button("Rotate left").click();
    await button("Rotate left").click();
    expect(await turn()).toContain("rotate(-90deg)");
    await page.keyboard.press("n");
    await dialog.getByText(ALBUM.images[1]!, { exact: true }).waitFor();
    expect(await turn()).toContain("rotate(0deg)");
    await unmount(opened);
  });

  it("downloads the picture as a JPEG named after the last path segment of its source", async () => {
    const opened = await mount({ showDownloadButton: true }, album, 2);
    const { page, button } = opened;
    const [download] = await Promise.all([page.waitForEvent("download"), button("Download").click()]);
    const segment = album[2]!.src.split("/").pop()!;
    expect(download.suggestedFilename()).toBe(`${segment}.jpg`);
    const file = await download.path();
    const bytes = fs.readFileSync(file);
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(bytes.length).toBeGreaterThan(1000);
    await unmount(opened);
  });

  it("raises the spec's errors for a bad album, an item without a source and a start index that is not a number", async () => {
    const opened = await mount({});
    const { page, dialog } = opened;
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    const attempt = (items: unknown, index: unknown) =>
      page.evaluate(
        ([items, index]) => {
          try {
            (window as unknown as { harnessOpen: (a: unknown, i: unknown) => void }).harnessOpen(items, index);
            return "opened";
          } catch (error) {
            return (error as Error).message;
          }
        },
        [items, index] as const,
      );
    expect(await attempt([], 0)).toBe("No album data or album data is not correct in type");
    expect(await attempt("not a list", 0)).toBe("No album data or album data is not correct in type");
    expect(await attempt([{ src: album[0]!.src, caption: "" }, { caption: "no source" }], 0)).toBe(
      "One of the album data does not have source data",
    );
    expect(await attempt(album, "2")).toBe("Current image index is not a number");
    expect(await dialog.count()).toBe(0);
    expect(await attempt(album, 1)).toBe("opened");
    await dialog.waitFor();
    await unmount(opened);
  });

  it("gives focus back to what opened it", async () => {
    const opened = await mount({
      wrapAround: true,
      showImageNumberLabel: true,
      showZoom: true,
      showRotate: true,
      showDownloadButton: true,
    });
    const { page, dialog, opener } = opened;
    expect((await axeViolations(page, "dialog")).map((violation) => violation.id)).toEqual([]);
    await page.keyboard.press("c");
    await dialog.waitFor({ state: "detached" });
    expect(await isFocused(opener)).toBe(true);
    await unmount(opened);
  });
});
