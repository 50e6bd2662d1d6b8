import { describe, expect, it } from "vitest";
import { PHONE, closePage, openPage, useBrowser } from "./support/pages.ts";

/** The about-area pages show the spec's facts (001 §1, §2, §9), found as a visitor finds them: by role and text. */
describe("about area pages", () => {
  const browser = useBrowser();

  it.each([
    ["/about-us", "About Us"],
    ["/mission-vision", "Mission and Vision"],
    ["/pedagogy", "Pedagogy"],
    ["/why-gumla", "Why Gumla"],
    ["/anti-ragging", "Anti-Ragging"],
    ["/placement-policy", "Placement Policy"],
    ["/notice", "Notice Board"],
    ["/refund-cancle", "Refund Policy"],
    ["/terms-condition", "Terms and Conditions"],
    ["/privacy-policy", "Privacy Policy"],
    ["/scholarship", "Scholarships"],
    ["/ncc", "National Cadet Corps"],
    ["/sitemap", "Sitemap"],
    ["/help", "Help"],
    ["/accessibility-statement", "Accessibility Statement"],
    ["/screen-reader-access", "Screen Reader Access"],
    ["/copyright-policy", "Copyright Policy"],
    ["/hyperlinking-policy", "Hyperlinking Policy"],
    ["/content-archival-policy", "Content Archival Policy"],
  ])("%s has the page name as h1, breadcrumb item and browser title", async (path, name) => {
    const opened = await openPage(browser(), path);
    const { page } = opened;
    expect(opened.status).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(name);
    const crumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumb.getByText(name, { exact: true }).getAttribute("aria-current")).resolves.toBe("page");
    expect(await page.title()).toMatch(new RegExp(`^${name} \\| `));
    const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
    expect(description.length).toBeGreaterThanOrEqual(50);
    expect(description.length).toBeLessThanOrEqual(160);
    await closePage(opened);
  });

  it("about us states the partnership, AICTE approval, campus size and the programmes", async () => {
    const opened = await openPage(browser(), "/about-us");
    const main = opened.page.getByRole("main");
    await expect(
      main.getByText(/public-private partnership with the Government of Jharkhand/).isVisible(),
    ).resolves.toBe(true);
    await expect(main.getByText(/All India Council for Technical Education \(AICTE\)/).isVisible()).resolves.toBe(true);
    await expect(main.getByText("10 acres", { exact: true }).isVisible()).resolves.toBe(true);
    await expect(main.getByText("2 lakh sq ft", { exact: true }).isVisible()).resolves.toBe(true);
    for (const programme of ["Civil", "Electrical", "Mechanical", "Mining"]) {
      await expect(
        main.getByRole("link", { name: `Diploma in ${programme} Engineering` }).getAttribute("href"),
      ).resolves.toBe(`/${programme.toLowerCase()}`);
    }
    await expect(main.getByRole("link", { name: /BCA/ }).isVisible()).resolves.toBe(true);
    await expect(main.getByRole("link", { name: "Diploma for Working Professionals" }).isVisible()).resolves.toBe(true);
    await closePage(opened);
  });

  it("mission and vision lists 8 mission points and 4 objectives", async () => {
    const opened = await openPage(browser(), "/mission-vision");
    const { page } = opened;
    const listUnder = (name: string) => page.getByRole("list", { name, exact: true }).getByRole("listitem");
    await expect(listUnder("Mission").count()).resolves.toBe(8);
    await expect(listUnder("Objectives").count()).resolves.toBe(4);
    await expect(page.getByRole("heading", { name: "Vision", exact: true }).isVisible()).resolves.toBe(true);
    await closePage(opened);
  });

  it("pedagogy shows the ten teaching methods as headed cards", async () => {
    const opened = await openPage(browser(), "/pedagogy", PHONE);
    const methods = await opened.page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents();
    expect(methods).toEqual([
      "Regular Lectures",
      "Assignments",
      "Seminars",
      "Symposium",
      "Group Discussion",
      "Syndicate",
      "Quiz",
      "Industrial Tour",
      "Project/Training",
      "Practicals",
    ]);
    await closePage(opened);
  });

  it("why gumla has reasons and facilities", async () => {
    const opened = await openPage(browser(), "/why-gumla");
    const { page } = opened;
    await expect(page.getByRole("heading", { name: "Reasons to choose us" }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("heading", { name: "Facilities" }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("listitem").filter({ hasText: "800 m² workshop" }).count()).resolves.toBeGreaterThan(0);
    await closePage(opened);
  });

  it("anti-ragging defines ragging, threatens expulsion and says how to report, with tap-to-call numbers", async () => {
    const opened = await openPage(browser(), "/anti-ragging", PHONE);
    const { page } = opened;
    await expect(page.getByRole("heading", { name: "What is ragging" }).isVisible()).resolves.toBe(true);
    await expect(
      page.getByText(/If the explanation is not satisfactory, the student will be expelled/).isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByText(/contact the college office/).isVisible()).resolves.toBe(true);
    const report = page.getByRole("region", { name: "Report ragging" });
    await expect(report.getByRole("link", { name: "1800-180-5522" }).getAttribute("href")).resolves.toBe(
      "tel:18001805522",
    );
    const site = report.getByRole("link", { name: /antiragging\.in.*opens in a new tab/ });
    await expect(site.getAttribute("target")).resolves.toBe("_blank");
    await closePage(opened);
  });

  it("placement policy states the four rules", async () => {
    const opened = await openPage(browser(), "/placement-policy");
    const list = opened.page.getByRole("main").getByRole("list").filter({ hasText: "75% attendance" });
    const rules = await list.getByRole("listitem").allTextContents();
    expect(rules).toHaveLength(4);
    expect(rules[0]).toMatch(/75% attendance .*campus interviews/);
    expect(rules[1]).toMatch(/at least six months.*cannot attend further campus interviews/);
    expect(rules[2]).toMatch(/three months of passing the final semester.*off-campus recruitment/);
    expect(rules[3]).toMatch(/offers from several companies.*placement cell/);
    await closePage(opened);
  });

  it("the notice gives eligibility, ECS payment, the steps and the minimum marks 288, 294, 319", async () => {
    const opened = await openPage(browser(), "/notice", PHONE);
    const { page } = opened;
    await expect(
      page
        .getByText(/2016-2017/)
        .first()
        .isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByText(/up to Rs 6 lakh/).isVisible()).resolves.toBe(true);
    await expect(page.getByText(/creamy layer/).isVisible()).resolves.toBe(true);
    await expect(page.getByText(/bank transfer \(ECS\).*own name/).isVisible()).resolves.toBe(true);
    await expect(page.getByRole("heading", { name: "How to apply" }).isVisible()).resolves.toBe(true);
    const table = page.getByRole("table", { name: "Minimum aggregate marks by stream" });
    for (const [stream, marks] of [
      ["Science", "288"],
      ["Commerce", "294"],
      ["Arts", "319"],
    ] as const) {
      const row = table.getByRole("row", { name: new RegExp(stream) });
      await expect(row.getByRole("cell").textContent()).resolves.toBe(marks);
    }
    await closePage(opened);
  });

  it("refund, terms and privacy pages state their key points", async () => {
    const refund = await openPage(browser(), "/refund-cancle");
    await expect(refund.page.getByText(/Tuition fees are not refunded/).isVisible()).resolves.toBe(true);
    await expect(refund.page.getByText(/only to the debit or credit card/).isVisible()).resolves.toBe(true);
    await closePage(refund);

    const terms = await openPage(browser(), "/terms-condition");
    await expect(terms.page.getByText(/Indian Rupees/).isVisible()).resolves.toBe(true);
    await expect(terms.page.getByText(/within two working days/).isVisible()).resolves.toBe(true);
    await closePage(terms);

    const privacy = await openPage(browser(), "/privacy-policy");
    const { page } = privacy;
    await expect(page.getByText("Last updated: 01-07-2020").isVisible()).resolves.toBe(true);
    await expect(page.getByText(/about ten days/).isVisible()).resolves.toBe(true);
    await expect(page.getByText(/laws of India/).isVisible()).resolves.toBe(true);
    await expect(page.getByText(/Aadhaar\/UID number is stored encrypted/).isVisible()).resolves.toBe(true);
    await closePage(privacy);
  });

  it("scholarships: eight schemes, each with an Apply link naming it that opens in a new tab", async () => {
    const opened = await openPage(browser(), "/scholarship", PHONE);
    const { page } = opened;
    await expect(page.getByRole("main").getByRole("heading", { level: 2 }).count()).resolves.toBe(8);
    const apply = page.getByRole("link", { name: /^Apply for .+ \(another website, opens in a new tab\)$/ });
    await expect(apply.count()).resolves.toBe(8);
    for (const link of await apply.all()) {
      await expect(link.textContent()).resolves.toMatch(/^Apply/);
      await expect(link.getAttribute("target")).resolves.toBe("_blank");
      await expect(link.getAttribute("rel")).resolves.toBe("noopener noreferrer");
      await expect(link.getAttribute("href")).resolves.toMatch(
        /^https:\/\/(scholarships\.gov\.in|www\.aicte-india\.org|ekalyan\.cgg\.gov\.in)\//,
      );
    }
    await expect(
      page
        .getByRole("link", { name: /^Apply for Post-Matric Scholarship for SC, ST and BC Students/ })
        .getAttribute("href"),
    ).resolves.toBe("https://ekalyan.cgg.gov.in/");
    for (const fact of [
      "Rs 25,000 a year",
      "Diploma: Rs 30,000 a year or the actual fees",
      "BCA: Rs 40,000 a year",
      "Rs 10,000 a year",
    ]) {
      await expect(page.getByText(fact, { exact: true }).isVisible()).resolves.toBe(true);
    }
    await expect(page.getByText(/schemes 1 to 4 .*Rs 8 lakh/).isVisible()).resolves.toBe(true);
    await closePage(opened);
  });

  it("scheme 8's notice is a keyboard-scrollable row of 8 page images", async () => {
    const opened = await openPage(browser(), "/scholarship", PHONE);
    const { page } = opened;
    const region = page.getByRole("region", { name: /notice in 8 pages/ });
    const images = region.getByRole("img");
    await expect(images.count()).resolves.toBe(8);
    for (let n = 1; n <= 8; n++) {
      await expect(
        region.getByRole("img", { name: `Merit scholarship notice, page ${n} of 8`, exact: true }).count(),
      ).resolves.toBe(1);
    }
    await expect(region.getAttribute("tabindex")).resolves.toBe("0");
    const scroll = () =>
      region.evaluate((element) => ({ left: element.scrollLeft, overflow: element.scrollWidth > element.clientWidth }));
    expect((await scroll()).overflow).toBe(true);
    await region.focus();
    await page.keyboard.press("End");
    await expect.poll(async () => (await scroll()).left).toBeGreaterThan(0);
    await closePage(opened);
  });

  it("ncc shows the motto, the allotment letter with format and size, outside links and Apply Online", async () => {
    const opened = await openPage(browser(), "/ncc");
    const { page } = opened;
    await expect(page.getByText("Unity and Discipline", { exact: true }).isVisible()).resolves.toBe(true);
    const letter = page.getByRole("link", { name: /^NCC Letter of Allotment \(PDF, \d+(\.\d)? (B|KB|MB)\)/ });
    await expect(letter.getAttribute("href")).resolves.toBe("/documents/ncc-allotment-letter.pdf");
    const pdf = await fetch(new URL("/documents/ncc-allotment-letter.pdf", page.url()));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toMatch(/application\/pdf/);
    const official = page.getByRole("link", { name: /National Cadet Corps, official website.*opens in a new tab/ });
    await expect(official.getAttribute("href")).resolves.toBe("https://indiancc.mod.gov.in/");
    const apply = page.getByRole("link", { name: /^Apply Online/ });
    await expect(apply.getAttribute("target")).resolves.toBe("_blank");
    await expect(apply.getAttribute("rel")).resolves.toBe("noopener noreferrer");
    await expect(apply.getAttribute("href")).resolves.toMatch(/^https:\/\/indiancc\.mod\.gov\.in\//);
    await closePage(opened);
  });
});
