/** Screenshots of pages at phone and desktop width: `node --import tsx scripts/screenshot.ts http://localhost:3000/ out-dir`. */
import { chromium } from "playwright-core";
import { chromiumLaunchOptions } from "../tests/e2e/support/browser.ts";

const [base = "http://localhost:3000", outDir = "screenshots", ...paths] = process.argv.slice(2);
const browser = await chromium.launch(chromiumLaunchOptions());
for (const width of [360, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  for (const path of paths.length ? paths : ["/"]) {
    await page.goto(new URL(path, base).href, { waitUntil: "networkidle" });
    const name = path.replace(/\W+/g, "_") || "home";
    await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
