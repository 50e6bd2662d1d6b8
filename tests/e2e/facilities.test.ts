import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { institution } from "~/settings/institution.ts";
import { PHONE, baseUrl, closePage, openPage, useBrowser } from "./support/pages.ts";

/** Text of the cell in `rowName`'s row under the column headed `column` (as a sighted reader finds it). */
async function cellUnder(table: Locator, rowName: RegExp, column: string): Promise<string> {
  const headers = await table.getByRole("columnheader").allInnerTexts();
  const index = headers.findIndex((header) => header.trim() === column);
  expect(index, `column ${column} in ${headers.join(" | ")}`).toBeGreaterThan(0);
  // The first column is the row header (a <th scope="row">), so data cells start one column later.
  const cell = table
    .getByRole("row", { name: rowName })
    .getByRole("cell")
    .nth(index - 1);
  return (await cell.innerText()).trim();
}

async function expectPageBasics(page: Page, name: string) {
  expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe(name);
  expect(await page.title()).toBe(`${name} | ${institution.shortName}`);
  const description = (await page.locator('meta[name="description"]').getAttribute("content")) ?? "";
  expect(description.length).toBeGreaterThanOrEqual(50);
  expect(description.length).toBeLessThanOrEqual(160);
}

describe("fee pages (spec 001 §9)", () => {
  const browser = useBrowser();

  it("Fee Structure: items, categories, computed totals and the mess charge", async () => {
    const opened = await openPage(browser(), "/fees");
    const { page } = opened;
    expect(opened.status).toBe(200);
    await expectPageBasics(page, "Fee Structure");

    const table = page.getByRole("table", { name: /Diploma fee structure per year/ });
    expect(await table.getByRole("columnheader").allInnerTexts()).toEqual([
      "Fee item",
      "Paid seat",
      "Free seat",
      "TFW and EWS",
      "Management quota",
    ]);
    expect(await table.getByRole("rowheader").allInnerTexts()).toEqual([
      "Tuition",
      "Development",
      "Registration/Re-registration",
      "Internal Examination",
      "Identity Card",
      "Special fee",
      "Caution money",
      "Miscellaneous",
      "Total",
    ]);
    expect(await cellUnder(table, /^Tuition/, "Paid seat")).toBe("45000.00");
    expect(await cellUnder(table, /^Tuition/, "Management quota")).toBe("45000.00");
    // "none" is a dash on screen and the word "none" for screen readers.
    expect(
      await table
        .getByRole("row", { name: /^Tuition/ })
        .getByRole("cell", { name: "none" })
        .count(),
    ).toBe(2);
    expect(
      await table
        .getByRole("row", { name: /^Miscellaneous/ })
        .getByRole("cell", { name: "none" })
        .count(),
    ).toBe(4);
    expect(await cellUnder(table, /^Identity Card/, "TFW and EWS")).toBe("100.00");

    expect(await cellUnder(table, /^Total/, "Paid seat")).toBe("54100.00");
    expect(await cellUnder(table, /^Total/, "Free seat")).toBe("9100.00");
    expect(await cellUnder(table, /^Total/, "TFW and EWS")).toBe("9100.00");
    expect(await cellUnder(table, /^Total/, "Management quota")).toBe("54100.00");

    const mess = page.getByRole("table", { name: /Mess charge per year/ });
    expect(await cellUnder(mess, /^Mess charge/, "Per year")).toBe("60,000");
    expect(await mess.getByText("GEN/SC/ST/OBC/BCI/BCII").count()).toBe(1);
    await closePage(opened);
  });

  it("BCA Fee Structure: the spec's figures, total 40000.00, hostel and mess 60,000 per year", async () => {
    const opened = await openPage(browser(), "/bcafees");
    const { page } = opened;
    await expectPageBasics(page, "BCA Fee Structure");
    const table = page.getByRole("table", { name: /BCA fee structure per year/ });
    expect(await cellUnder(table, /^Tuition/, "Amount")).toBe("30900.00");
    expect(await cellUnder(table, /^Admission\/Re-registration/, "Amount")).toBe("2000.00");
    expect(await cellUnder(table, /^Total/, "Amount")).toBe("40000.00");
    const hostel = page.getByRole("table", { name: /Hostel and mess charge per year/ });
    expect(await cellUnder(hostel, /^Hostel and mess/, "Per year")).toBe("60,000");
    await closePage(opened);
  });

  it("Diploma for Working Professionals: total 37870.00 and miscellaneous if applicable", async () => {
    const opened = await openPage(browser(), "/diploma-professionalsfees");
    const { page } = opened;
    await expectPageBasics(page, "Diploma for Working Professionals Fee Structure");
    const table = page.getByRole("table", { name: /working professionals fee structure per year/ });
    expect(await cellUnder(table, /^Tuition/, "Amount")).toBe("28770.00");
    expect(await cellUnder(table, /^Miscellaneous/, "Amount")).toBe("If applicable");
    expect(await cellUnder(table, /^Total/, "Amount")).toBe("37870.00");
    await closePage(opened);
  });
});

describe("Campus Layout (spec 001 §2)", () => {
  const browser = useBrowser();

  it("has a heading per building, a table per floor and the 800 m² workshop", async () => {
    const opened = await openPage(browser(), "/campus");
    const { page } = opened;
    await expectPageBasics(page, "Campus Layout");
    expect(
      await page
        .getByText(/10 acres/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(
      await page
        .getByText(/2 lakh sq ft/)
        .first()
        .isVisible(),
    ).toBe(true);

    const buildings = await page.getByRole("main").getByRole("heading", { level: 2 }).allInnerTexts();
    expect(buildings).toEqual(
      expect.arrayContaining([
        "Institute Building",
        "Hostel Building",
        "Head of Department Quarters",
        "Bachelor Flat",
        "Sub Station",
        "Pump Room",
        "Girls Hostel",
      ]),
    );
    for (const floor of ["Ground Floor", "1st Floor", "2nd Floor", "3rd Floor"]) {
      expect(await page.getByRole("table", { name: `Institute Building: ${floor}` }).count()).toBe(1);
      expect(await page.getByRole("table", { name: `Hostel Building: ${floor}` }).count()).toBe(1);
    }
    expect(await page.getByRole("table", { name: "Girls Hostel: 3rd Floor" }).count()).toBe(0);
    expect(await page.getByRole("table", { name: "Sub Station" }).count()).toBe(1);

    const ground = page.getByRole("table", { name: "Institute Building: Ground Floor" });
    const headers = await ground.getByRole("columnheader").allInnerTexts();
    expect(headers.map((header) => header.split("\n")[0]?.trim())).toEqual([
      "Sl No.",
      "Room No.",
      "Room type",
      "Carpet area (m²)",
    ]);
    const workshop = await ground
      .getByRole("row", { name: /Workshop/ })
      .getByRole("cell")
      .allInnerTexts();
    expect(workshop.at(-1)).toBe("800");

    // The in-page link takes a keyboard user to the building's heading.
    await page.getByRole("link", { name: "Pump Room" }).click();
    expect(new URL(page.url()).hash).toBe("#pump-room");
    await closePage(opened);
  });
});

describe("Production Unit (spec 001 §2)", () => {
  const browser = useBrowser();

  it("lists both products with brochures, the contact and units sold", async () => {
    const opened = await openPage(browser(), "/production-unit");
    const { page } = opened;
    await expectPageBasics(page, "Production Unit");
    const table = page.getByRole("table", { name: "Products of the production unit" });
    expect(await table.getByRole("columnheader").allInnerTexts()).toEqual([
      "SN",
      "Product Name",
      "Brief Description",
      "Brochure",
      "Contact Person",
      "No. of units sold till date",
    ]);

    const sanitizer = table.getByRole("row", { name: /Sanitizer Stand/ });
    expect((await sanitizer.getByRole("cell").allInnerTexts()).at(-1)).toBe("42");
    const trolley = table.getByRole("row", { name: /LPG Light-weight Carrier Trolley/ });
    expect(await trolley.getByText(/up to 75 kg/).isVisible()).toBe(true);
    const sold = trolley.getByRole("cell").last();
    expect(await sold.getByText("–").isVisible()).toBe(true);
    expect(await trolley.getByRole("cell", { name: "not recorded" }).count()).toBe(1);

    const brochure = sanitizer.getByRole("link", { name: /Sanitizer stand brochure \(PDF, \d+ KB\)/ });
    const href = await brochure.getAttribute("href");
    expect(href).toBe("/documents/sanitizer-stand-brochure.pdf");
    const response = await fetch(new URL(href!, baseUrl()));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/pdf/);
    expect(await trolley.getByRole("link", { name: /LPG trolley brochure \(PDF/ }).count()).toBe(1);

    expect(await sanitizer.getByText("Marketing Manager").isVisible()).toBe(true);
    const phone = sanitizer.getByRole("link", { name: institution.phones[0] });
    expect(await phone.getAttribute("href")).toBe(`tel:${institution.phones[0].replace(/\s+/g, "")}`);
    await closePage(opened);
  });
});

describe("Virtual Lab (spec 001 §2)", () => {
  const browser = useBrowser();

  it("has the semester and mining tables with experiments that open Virtual Labs in a new tab", async () => {
    const opened = await openPage(browser(), "/virtual-lab");
    const { page } = opened;
    await expectPageBasics(page, "Virtual Lab");
    expect(await page.getByRole("main").getByRole("heading", { level: 2 }).allInnerTexts()).toEqual([
      "Semester 1",
      "Semester 2",
      "1st Year Mining Engineering",
    ]);
    for (const course of [
      "Engineering Physics Lab I",
      "Engineering Physics Lab II",
      "Elements of Mining Geology Practice",
      "Mine Surveying-I",
    ]) {
      const table = page.getByRole("table", { name: course, exact: true });
      expect(await table.count(), course).toBe(1);
      expect(await table.getByRole("link").count(), course).toBeGreaterThan(3);
    }

    const links = page.getByRole("main").getByRole("table").getByRole("link");
    for (const link of await links.all()) {
      expect(await link.getAttribute("target")).toBe("_blank");
      expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
      expect(new URL((await link.getAttribute("href"))!).hostname).toBe("vlab.co.in");
      expect(await link.innerText()).not.toBe("");
    }

    const stokes = page.getByRole("link", {
      name: "Determination of the coefficient of viscosity by Stokes' method (another website, opens in a new tab)",
    });
    // The machine has no internet: answer Virtual Labs' address locally and check that a new tab opens.
    await page
      .context()
      .route("https://vlab.co.in/**", (route) =>
        route.fulfill({ contentType: "text/html", body: "<title>Virtual Labs</title>" }),
      );
    const [popup] = await Promise.all([page.context().waitForEvent("page"), stokes.click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).hostname).toBe("vlab.co.in");
    expect(new URL(page.url()).pathname).toBe("/virtual-lab");
    await closePage(opened);
  });

  it("keeps wide tables inside the page at 360 px", async () => {
    for (const path of ["/fees", "/campus", "/production-unit", "/virtual-lab"]) {
      const opened = await openPage(browser(), path, PHONE);
      const overflow = await opened.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBe(0);
      await closePage(opened);
    }
  });
});
