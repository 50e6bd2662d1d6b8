import { chromium } from "playwright-core";
import AxeBuilder from "@axe-core/playwright";
import { chromiumLaunchOptions } from "../tests/e2e/support/browser.ts";
const base = "http://127.0.0.1:3917";
const browser = await chromium.launch(chromiumLaunchOptions());
const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
page.on("console", (m) => console.log("console:", m.type(), m.text()));
page.on("pageerror", (e) => console.log("pageerror:", e.message));
await page.goto(base + "/admin/login");
await page.getByLabel("E-mail").fill("admin@college.test");
await page.getByLabel("Password").fill("a long staff passphrase");
await page.getByRole("button", { name: "Sign in" }).click();
await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
for (const p of ["/admin/content","/admin/content/banners","/admin/content/exam-staff","/admin/content/programmes","/admin/content/gallery","/admin/content/gallery/1","/admin/content/faculty","/admin/content/faculty/1","/admin/news"]) {
  const t0 = Date.now();
  await page.goto(base + p);
  const t1 = Date.now();
  const axe = await new AxeBuilder({ page }).withTags(["wcag2a","wcag2aa","wcag21a","wcag21aa","wcag22aa"]).analyze();
  console.log(p, t1 - t0, "ms load,", Date.now() - t1, "ms axe", axe.violations.map((v) => `${v.id} ${v.nodes[0]?.target.join(" ")}`));
}
await browser.close();
