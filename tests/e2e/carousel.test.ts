import path from "node:path";
import SQLite from "better-sqlite3";
import { type Locator, type Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { demoBanners, demoPlacedStudents } from "../../db/seed/demo-content.ts";
import { DESKTOP, baseUrl, closePage, openPage, useBrowser } from "./support/pages.ts";

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

/** Times (ms from now) at which the slide at the left edge changed, watched for `ms`. */
function slideChanges(carousel: Locator, ms: number) {
  return carousel.evaluate(
    (root, ms) =>
      new Promise<{ at: number; slide: string }[]>((resolve) => {
        const left = root.firstElementChild!.getBoundingClientRect().left;
        const current = () => {
          const slides = [...root.querySelectorAll('[aria-roledescription="slide"]')];
          const distance = (slide: Element) => Math.abs(slide.getBoundingClientRect().left - left);
          return (
            slides
              .reduce((best, slide) => (distance(slide) < distance(best) ? slide : best))
              .getAttribute("aria-label") ?? ""
          );
        };
        const start = performance.now();
        const changes: { at: number; slide: string }[] = [];
        let last = current();
        const timer = setInterval(() => {
          const now = current();
          if (now !== last) changes.push({ at: Math.round(performance.now() - start), slide: now });
          last = now;
          if (performance.now() - start >= ms) {
            clearInterval(timer);
            resolve(changes);
          }
        }, 25);
      }),
    ms,
  );
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
 * How long one move takes: where the slide at the left edge stands in the viewport is sampled every frame from just
 * before `move()` until it has covered 99 % of the way.
 */
async function moveDuration(carousel: Locator, move: () => Promise<void>) {
  const samples = carousel.evaluate(
    (root) =>
      new Promise<[number, number][]>((resolve) => {
        const viewport = root.firstElementChild!;
        const left = viewport.getBoundingClientRect().left;
        const slides = [...root.querySelectorAll('[aria-roledescription="slide"]')];
        const distance = (slide: Element) => Math.abs(slide.getBoundingClientRect().left - left);
        const watched = slides.reduce((best, slide) => (distance(slide) < distance(best) ? slide : best));
        const x = () => watched.getBoundingClientRect().left - left;
        const points: [number, number][] = [];
        const start = performance.now();
        const tick = () => {
          points.push([performance.now() - start, x()]);
          if (performance.now() - start < 2500) requestAnimationFrame(tick);
          else resolve(points);
        };
        requestAnimationFrame(tick);
      }),
  );
  await carousel.page().waitForTimeout(100);
  await move();
  const points = await samples;
  const from = points[0]![1];
  const to = points[points.length - 1]![1];
  const began = points.find(([, x]) => x !== from)![0];
  const arrived = points.find(([, x]) => Math.abs(x - to) <= Math.abs(to - from) * 0.01)![0];
  return arrived - began;
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

  it("loops on its own every 3000 ms, each move taking about 700 ms, and the arrows move it too", async () => {
    const opened = await openPage(browser(), "/", DESKTOP);
    const carousel = await playing(placements(opened.page));
    await opened.page.mouse.move(0, 0);
    const changes = await slideChanges(carousel, 6800);
    expect(changes.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < changes.length; i++) {
      expect(changes[i]!.at - changes[i - 1]!.at).toBeGreaterThan(2700);
      expect(changes[i]!.at - changes[i - 1]!.at).toBeLessThan(3300);
    }

    const duration = await moveDuration(carousel, () => carousel.getByRole("button", { name: /Next/ }).click());
    expect(duration).toBeGreaterThan(550);
    expect(duration).toBeLessThan(900);
    // Going back from the first student shows the last: it loops.
    for (let i = 0; i < 10 && (await currentSlide(carousel)) !== `1 / ${demoPlacedStudents.length}`; i++) {
      await carousel.getByRole("button", { name: /Previous/ }).click();
      await opened.page.waitForTimeout(800);
    }
    await carousel.getByRole("button", { name: /Previous/ }).click();
    await opened.page.waitForTimeout(1000);
    expect(await currentSlide(carousel)).toBe(`${demoPlacedStudents.length} / ${demoPlacedStudents.length}`);
    await closePage(opened);
  });

  it("pauses while the mouse is over it and resumes when it leaves", async () => {
    const opened = await openPage(browser(), "/", DESKTOP);
    const { page } = opened;
    const carousel = await playing(placements(page));
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
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    await page.goto(new URL("/", baseUrl()).href, { waitUntil: "load" });
    const carousel = await playing(placements(page));
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
    const opened = await openPage(browser(), "/", DESKTOP);
    const { page } = opened;
    const carousel = await playing(placements(page));
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
    const opened = await openPage(browser(), "/", DESKTOP);
    const { page } = opened;
    const carousel = await playing(placements(page));
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
    const opened = await openPage(browser(), "/", DESKTOP);
    const { page } = opened;
    const carousel = await playing(banners(page));
    expect(
      await carousel.getByRole("img").evaluateAll((images) => images.map((image) => image.getAttribute("alt"))),
    ).toEqual(demoBanners.map((banner) => banner.title));
    // Leaving the banner starts a full interval: measured from then, not from whenever autoplay began.
    await carousel.hover();
    await page.mouse.move(0, 0);
    const changes = await slideChanges(carousel, 5600);
    expect(changes.length).toBe(1);
    expect(changes[0]!.at).toBeGreaterThan(4500);

    const duration = await moveDuration(carousel, () => carousel.getByRole("button", { name: /Next/ }).click());
    expect(duration).toBeGreaterThan(150);
    expect(duration).toBeLessThan(450);

    await carousel.getByRole("button", { name: /Pause/ }).click();
    await page.mouse.move(0, 0);
    expect(await slideChanges(carousel, 5600)).toEqual([]);
    await closePage(opened);
  });
});
