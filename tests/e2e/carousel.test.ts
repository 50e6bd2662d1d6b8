import path from "node:path";
import SQLite from "better-sqlite3";
import { type Locator, type Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { demoBanners, demoPlacedStudents } from "../../db/seed/demo-content.ts";
import { DESKTOP, baseUrl, closePage, openPage, stopClock, useBrowser } from "./support/pages.ts";

const placements = (page: Page) =>
  page.locator('[aria-roledescription="carousel"]').and(page.getByRole("region", { name: "Our Placements" }));
const banners = (page: Page) =>
  page.locator('[aria-roledescription="carousel"]').and(page.getByRole("region", { name: "Highlights" }));

/** Waits until the carousel is hydrated and playing. */
async function playing(carousel: Locator) {
  await carousel.and(carousel.page().locator('[data-autoplay="playing"]')).waitFor();
  return carousel;
}

/** The slide at the left edge of the carousel's viewport, by its label ("2 / 7"). */
function currentSlide(carousel: Locator) {
  return carousel.evaluate((root) => {
    const left = root.firstElementChild!.getBoundingClientRect().left;
    const slides = [...root.querySelectorAll('[aria-roledescription="slide"]')];
    const distance = (slide: Element) => Math.abs(slide.getBoundingClientRect().left - left);
    return slides.reduce((best, slide) => (distance(slide) < distance(best) ? slide : best)).getAttribute("aria-label");
  });
}

/** Once the page's clock is stopped, time moves in steps this long (ms) while a move is followed… */
const STEP = 20;
/** …and in steps this long while the test watches for moves. */
const WATCH_STEP = 100;

/**
 * Runs the page's clock on by `ms`, and says at which times (ms from now, to within WATCH_STEP) the slide at the left
 * edge changed.
 */
async function slideChanges(carousel: Locator, ms: number) {
  const changes: { at: number; slide: string }[] = [];
  let last = await currentSlide(carousel);
  for (let at = WATCH_STEP; at <= ms; at += WATCH_STEP) {
    await carousel.page().clock.runFor(WATCH_STEP);
    const now = await currentSlide(carousel);
    if (now !== last) changes.push({ at, slide: now ?? "" });
    last = now;
  }
  return changes;
}

/** Slides wholly inside the carousel's viewport. */
function visibleSlides(carousel: Locator) {
  return carousel.evaluate((root) => {
    const viewport = root.firstElementChild!.getBoundingClientRect();
    return [...root.querySelectorAll('[aria-roledescription="slide"]')].filter((slide) => {
      const box = slide.getBoundingClientRect();
      return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
    }).length;
  });
}

/**
 * Where the slide now at the left edge stands (px from the viewport's left edge) after `move()`, at each step of the
 * page's stopped clock for `ms`: the move starts at 0 ms, the moment of the click.
 */
async function movePath(carousel: Locator, move: () => Promise<void>, ms: number) {
  const watched = await carousel.evaluate((root) => {
    const left = root.firstElementChild!.getBoundingClientRect().left;
    const slides = [...root.querySelectorAll('[aria-roledescription="slide"]')];
    const distances = slides.map((slide) => Math.abs(slide.getBoundingClientRect().left - left));
    return distances.indexOf(Math.min(...distances));
  });
  const x = () =>
    carousel.evaluate(
      (root, i) =>
        root.querySelectorAll('[aria-roledescription="slide"]')[i]!.getBoundingClientRect().left -
        root.firstElementChild!.getBoundingClientRect().left,
      watched,
    );
  const from = await x();
  await move();
  const points: [number, number][] = [];
  for (let at = STEP; at <= ms; at += STEP) {
    await carousel.page().clock.runFor(STEP);
    points.push([at, await x()]);
  }
  const to = points[points.length - 1]![1];
  /** How far along the way the slide is at `ms` after the click (0 to 1). */
  const progressAt = (ms: number) => (points.find(([at]) => at >= ms)![1] - from) / (to - from);
  /** When the slide came to rest where it ended, to within half a pixel. */
  const arrived = points.find(([, x]) => Math.abs(x - to) <= 0.5)![0];
  return { progressAt, arrived };
}

async function setPageHidden(page: Page, hidden: boolean) {
  await page.evaluate((hidden) => {
    Object.defineProperty(document, "visibilityState", {
      configurable: true,
      get: () => (hidden ? "hidden" : "visible"),
    });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => hidden });
    document.dispatchEvent(new Event("visibilitychange"));
  }, hidden);
}

describe("placed-students carousel", () => {
  const browser = useBrowser();

  it.each([
    [739, 1],
    [740, 2],
    [939, 2],
    [940, 3],
    [1280, 3],
  ])("at %i px wide shows %i students at a time", async (width, count) => {
    const opened = await openPage(browser(), "/", { width, height: 900 });
    const carousel = await playing(placements(opened.page));
    expect(await visibleSlides(carousel)).toBe(count);
    await closePage(opened);
  });

  it("has arrows and a pause control but no dots, and each student's photo at width 100, session and company", async () => {
    const opened = await openPage(browser(), "/", DESKTOP);
    const carousel = await playing(placements(opened.page));
    const buttons = await carousel.getByRole("button").allInnerTexts();
    expect(buttons.map((text) => text.replace(/[^\w ]/g, "").trim())).toEqual(["Previous", "Pause", "Next"]);
    expect(await carousel.getByRole("tab").count()).toBe(0);
    const slides = carousel.getByRole("group");
    expect(await slides.count()).toBe(demoPlacedStudents.length);
    const first = slides.first();
    expect(await first.locator("img").getAttribute("src")).toMatch(/^\/images\/[\w-]+\?w=100$/);
    expect(await first.innerText()).toBe("Aman Kumar Oraon\n(Mechanical Engineering)\n2022-25\nKoel Power Systems");
    await closePage(opened);
  });

  it("loops on its own every 3000 ms, each move taking about 700 ms with a swing, and the arrows move it too", async () => {
    const opened = await openPage(browser(), "/", DESKTOP, { clock: true });
    const { page } = opened;
    const carousel = await playing(placements(page));
    await page.mouse.move(0, 0);
    await stopClock(page);
    const changes = await slideChanges(carousel, 6800);
    expect(changes.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < changes.length; i++) {
      expect(changes[i]!.at - changes[i - 1]!.at).toBeGreaterThanOrEqual(3000 - WATCH_STEP);
      expect(changes[i]!.at - changes[i - 1]!.at).toBeLessThanOrEqual(3000 + WATCH_STEP);
    }

    const move = await movePath(carousel, () => carousel.getByRole("button", { name: /Next/ }).click(), 1200);
    // Slow, fast, slow: a fifth of the way after a fifth of the time would be a straight line.
    expect(move.progressAt(140)).toBeLessThan(0.15);
    expect(move.progressAt(350)).toBeGreaterThan(0.4);
    expect(move.progressAt(350)).toBeLessThan(0.6);
    expect(move.arrived).toBeGreaterThan(650);
    expect(move.arrived).toBeLessThanOrEqual(750);
    // Going back from the first student shows the last: it loops.
    for (let i = 0; i < 10 && (await currentSlide(carousel)) !== `1 / ${demoPlacedStudents.length}`; i++) {
      await carousel.getByRole("button", { name: /Previous/ }).click();
      await page.clock.runFor(800);
    }
    await carousel.getByRole("button", { name: /Previous/ }).click();
    await page.clock.runFor(800);
    expect(await currentSlide(carousel)).toBe(`${demoPlacedStudents.length} / ${demoPlacedStudents.length}`);
    await closePage(opened);
  });

  it("pauses while the mouse is over it and resumes when it leaves", async () => {
    const opened = await openPage(browser(), "/", DESKTOP, { clock: true });
    const { page } = opened;
    const carousel = await playing(placements(page));
    await stopClock(page);
    await carousel.scrollIntoViewIfNeeded();
    await carousel.getByRole("group").first().hover();
    expect(await carousel.getAttribute("data-autoplay")).toBe("paused");
    expect(await slideChanges(carousel, 3600)).toEqual([]);
    await page.mouse.move(0, 0);
    expect(await carousel.getAttribute("data-autoplay")).toBe("playing");
    expect((await slideChanges(carousel, 3900)).length).toBe(1);
    await closePage(opened);
  });

  it("pauses while a finger is on it and resumes when it is lifted", async () => {
    const context = await browser().newContext({
      viewport: { width: 400, height: 800 },
      hasTouch: true,
      isMobile: true,
    });
    await context.clock.install();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(new URL("/", baseUrl()).href, { waitUntil: "load" });
    const carousel = await playing(placements(page));
    await stopClock(page);
    await carousel.scrollIntoViewIfNeeded();
    const box = (await carousel.getByRole("group").first().boundingBox())!;
    const finger = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await context.newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [finger] });
    expect(await carousel.getAttribute("data-autoplay")).toBe("paused");
    expect(await slideChanges(carousel, 3600)).toEqual([]);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    expect(await carousel.getAttribute("data-autoplay")).toBe("playing");
    expect((await slideChanges(carousel, 3900)).length).toBe(1);
    await context.close();
    expect(errors).toEqual([]);
  });

  it("pauses while the page is hidden and resumes when it is visible again", async () => {
    const opened = await openPage(browser(), "/", DESKTOP, { clock: true });
    const { page } = opened;
    const carousel = await playing(placements(page));
    await stopClock(page);
    await page.mouse.move(0, 0);
    await setPageHidden(page, true);
    expect(await carousel.getAttribute("data-autoplay")).toBe("paused");
    expect(await slideChanges(carousel, 3600)).toEqual([]);
    await setPageHidden(page, false);
    expect(await carousel.getAttribute("data-autoplay")).toBe("playing");
    expect((await slideChanges(carousel, 3900)).length).toBe(1);
    await closePage(opened);
  });

  it("stays stopped after Pause, whatever the mouse or the page's visibility does, until Play", async () => {
    const opened = await openPage(browser(), "/", DESKTOP, { clock: true });
    const { page } = opened;
    const carousel = await playing(placements(page));
    await stopClock(page);
    await carousel.getByRole("button", { name: /Pause/ }).click();
    await page.mouse.move(0, 0);
    await setPageHidden(page, true);
    await setPageHidden(page, false);
    await carousel.getByRole("group").first().hover();
    await page.mouse.move(0, 0);
    expect(await carousel.getAttribute("data-autoplay")).toBe("stopped");
    expect(await slideChanges(carousel, 3600)).toEqual([]);
    await carousel.getByRole("button", { name: /Play/ }).click();
    await page.mouse.move(0, 0);
    expect(await carousel.getAttribute("data-autoplay")).toBe("playing");
    expect((await slideChanges(carousel, 3900)).length).toBe(1);
    await closePage(opened);
  });

  it("does not move on its own for visitors who ask for reduced motion", async () => {
    const opened = await openPage(browser(), "/", DESKTOP, { reducedMotion: true });
    const carousel = placements(opened.page);
    await carousel.getByRole("button", { name: /Next/ }).waitFor();
    expect(await carousel.getAttribute("data-autoplay")).toBe("paused");
    expect(await carousel.getByRole("button", { name: /Pause|Play/ }).count()).toBe(0);
    await closePage(opened);
  });

  it('renders nothing and logs "There are no slides to show" when there are no placed students', async () => {
    const database = new SQLite(path.join(inject("dataDir"), "college.db"));
    database.pragma("busy_timeout = 5000");
    const published = database.prepare("SELECT id FROM placed_students WHERE published = 1").all() as { id: number }[];
    try {
      database.prepare("UPDATE placed_students SET published = 0").run();
      const opened = await openPage(browser(), "/", DESKTOP);
      const logged: string[] = [];
      opened.page.on("console", (message) => logged.push(message.text()));
      await opened.page.reload({ waitUntil: "load" });
      await opened.page
        .getByRole("region", { name: "Highlights" })
        .and(opened.page.locator('[data-autoplay="playing"]'))
        .waitFor();
      expect(logged).toContain("There are no slides to show");
      expect(await opened.page.getByRole("region", { name: "Our Placements" }).count()).toBe(0);
      expect(await opened.page.getByRole("heading", { name: "Our Placements" }).count()).toBe(0);
      await closePage(opened);
    } finally {
      const restore = database.prepare("UPDATE placed_students SET published = 1 WHERE id = ?");
      for (const { id } of published) restore.run(id);
      database.close();
    }
  });
});

describe("banner slider", () => {
  const browser = useBrowser();

  it("names each banner by its title and moves on every 5000 ms in about 250 ms, pausable", async () => {
    const opened = await openPage(browser(), "/", DESKTOP, { clock: true });
    const { page } = opened;
    const carousel = await playing(banners(page));
    await stopClock(page);
    expect(
      await carousel.getByRole("img").evaluateAll((images) => images.map((image) => image.getAttribute("alt"))),
    ).toEqual(demoBanners.map((banner) => banner.title));
    // Leaving the banner starts a full interval: measured from then, not from whenever autoplay began.
    await carousel.hover();
    await page.mouse.move(0, 0);
    const changes = await slideChanges(carousel, 5600);
    expect(changes.length).toBe(1);
    expect(changes[0]!.at).toBeGreaterThan(5000);

    const move = await movePath(carousel, () => carousel.getByRole("button", { name: /Next/ }).click(), 600);
    expect(move.progressAt(125)).toBeGreaterThan(0.3);
    expect(move.progressAt(125)).toBeLessThan(0.7);
    expect(move.arrived).toBeGreaterThan(200);
    expect(move.arrived).toBeLessThanOrEqual(300);

    await carousel.getByRole("button", { name: /Pause/ }).click();
    await page.mouse.move(0, 0);
    expect(await slideChanges(carousel, 5600)).toEqual([]);
    await closePage(opened);
  });
});
