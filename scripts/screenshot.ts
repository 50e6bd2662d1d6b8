/**
 * Screenshots of pages at phone and desktop width: `node --import tsx scripts/screenshot.ts http://localhost:3000/ out-dir`.
 * With STAFF_EMAIL and STAFF_PASSWORD in the environment it signs in to the staff console first (for /admin pages).
 */
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "./chromium.ts";

const [base = "http://localhost:3000", outDir = "screenshots", ...paths] = process.argv.slice(2);
const browser = await chromium.launch(chromiumLaunchOptions());
for (const width of [360, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  if (process.env.STAFF_EMAIL && process.env.STAFF_PASSWORD) {
    await page.goto(new URL("/admin/login", base).href);
    await page.getByLabel("E-mail").fill(process.env.STAFF_EMAIL);
    await page.getByLabel("Password").fill(process.env.STAFF_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
  }
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
    // Scroll through once so lazy images load before the full-page picture is taken.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo({ top: y, behavior: "instant" });
        await new Promise((resolve) => setTimeout(resolve, 60));
      }
      window.scrollTo({ top: 0, behavior: "instant" });
    });
    await page.waitForLoadState("networkidle");
    const name = path.replace(/\W+/g, "_") || "home";
    await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
