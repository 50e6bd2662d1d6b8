import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeTransaction } from "../../db/client.ts";
import { type TestDatabase, databaseKinds } from "../../tests/support/databases.ts";
import { type MenuEntry, type MenuGroup, isGroup } from "~/core/menu.ts";
import { readContentVersions } from "./content-versions.server.ts";
import { type MenuChange, changeMenu, readMenuRows, readSiteMenu } from "./menu.server.ts";

const kinds = await databaseKinds();

/** A menu as labels, groups as [label, entries], for comparing shapes. */
type Outline = (string | [string, Outline])[];
const outline = (entries: readonly MenuEntry[]): Outline =>
  entries.map((entry) => (isGroup(entry) ? [entry.label, outline(entry.items)] : entry.label));

const groupNamed = (entries: readonly MenuEntry[], label: string): MenuGroup => {
  for (const entry of entries) {
    if (!isGroup(entry)) continue;
    if (entry.label === label) return entry;
    const inner = entry.items.some(isGroup) ? groupNamed(entry.items, label) : undefined;
    if (inner) return inner;
  }
  return undefined as never;
};

describe.each(kinds)("the stored menu on $name", (kind) => {
  let database: TestDatabase;
  const change = (menuChange: MenuChange) => writeTransaction(database, (trx) => changeMenu(trx, menuChange));
  const menu = () => readSiteMenu(database.db, "en");
  const version = async () =>
    (await readContentVersions(database.db)).find((row) => row.tag === "menu_items")?.version ?? -1;

  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(async () => {
    await database.cleanup();
  });

  it("starts as the menu the code drew before it was stored: groups, nesting, order, labels and targets", async () => {
    const { header, footer } = await menu();
    expect(outline(header).map((entry) => (typeof entry === "string" ? entry : entry[0]))).toEqual([
      "Home",
      "Group",
      "Management",
      "Course",
      "Virtual Lab",
      "Fee Structure",
      "Production Unit",
      "Campus",
      "Gallery",
    ]);
    expect(outline(groupNamed(header, "Course").items)).toEqual([
      ["Diploma", ["Civil", "Electrical", "Mechanical", "Mining"]],
      "BCA",
      "Diploma for Working Professionals",
    ]);
    expect(groupNamed(header, "Group").items[0]).toMatchObject({ label: "About Us", to: "/about-us" });
    expect(groupNamed(header, "Group").items).toHaveLength(9);
    expect(footer.map((link) => [link.label, link.to])).toEqual([
      ["Home", "/"],
      ["Gallery", "/gallery"],
      ["Career", "/career"],
      ["Privacy Policy", "/privacy-policy"],
      ["Notice", "/notice"],
      ["Refund Policy", "/refund-cancle"],
      ["Contact", "/contact-us"],
      ["Terms & Condition", "/terms-condition"],
      ["Fee Structure", "/fees"],
    ]);
  });

  it("gives every seeded entry a Hindi label, which the Hindi pages show", async () => {
    expect(
      (await readMenuRows(database.db)).filter((row) => !/^[\u0900-\u097F ,.&'()-]+$/.test(row.labelHi ?? "")),
    ).toEqual([]);
    const { header, footer } = await readSiteMenu(database.db, "hi");
    expect(header[0]).toMatchObject({ label: "होम", to: "/" });
    expect(outline(groupNamed(header, "कोर्स").items)[0]).toEqual([
      "डिप्लोमा",
      ["सिविल", "इलेक्ट्रिकल", "मैकेनिकल", "माइनिंग"],
    ]);
    expect(footer.map((link) => link.label)).toContain("गोपनीयता नीति");
  });

  it("shows an entry's English label on the Hindi pages until it has a Hindi one, and the editor both", async () => {
    const added = await change({ intent: "add", kind: "link", place: "footer", label: "Hostel", target: "/campus" });
    if (!added.ok) throw new Error("not added");
    const hindiEntry = async () => (await readSiteMenu(database.db, "hi")).footer.find((link) => link.id === added.id);
    const hindiLabel = async () => (await hindiEntry())?.label;
    // Shown in English on a Hindi page, it says so (a screen reader reads it as English).
    expect(await hindiLabel()).toBe("Hostel");
    expect(await hindiEntry()).toMatchObject({ label: "Hostel", lang: "en" });
    await change({ intent: "save", id: added.id, label: "Hostel", labelHi: "छात्रावास", target: "/campus" });
    expect(await hindiEntry()).not.toHaveProperty("lang");
    expect(await hindiLabel()).toBe("छात्रावास");
    expect((await menu()).footer.find((link) => link.id === added.id)?.label).toBe("Hostel");
    expect((await menu()).footer.find((link) => link.id === added.id)).not.toHaveProperty("lang");
    // A save that names no Hindi label keeps it; one that clears it goes back to the English label.
    await change({ intent: "save", id: added.id, label: "Hostels", target: "/campus" });
    expect(await hindiLabel()).toBe("छात्रावास");
    await change({ intent: "save", id: added.id, label: "Hostels", labelHi: null, target: "/campus" });
    expect(await hindiLabel()).toBe("Hostels");
    expect(await change({ intent: "remove", id: added.id })).toMatchObject({ ok: true });
  });

  it("adds a link at the end of a group and raises the menu's content version in the same transaction", async () => {
    const group = groupNamed((await menu()).header, "Group");
    const before = await version();
    const result = await change({ intent: "add", kind: "link", place: group.id, label: "ICC", target: "/about-us" });
    expect(result).toMatchObject({ ok: true, before: null, after: { labelEn: "ICC", labelHi: null, kind: "link" } });
    const items = groupNamed((await menu()).header, "Group").items;
    expect(items.at(-1)).toMatchObject({ label: "ICC", to: "/about-us" });
    expect(await version()).toBeGreaterThan(before);
  });

  it("renames a link and changes its target; a link without a target is refused", async () => {
    const icc = groupNamed((await menu()).header, "Group").items.at(-1)!;
    expect(await change({ intent: "save", id: icc.id, label: "Complaints", target: "/contact-us" })).toMatchObject({
      ok: true,
      before: { labelEn: "ICC" },
      after: { labelEn: "Complaints", target: "/contact-us" },
    });
    expect(await change({ intent: "save", id: icc.id, label: "Complaints", target: null })).toEqual({
      ok: false,
      field: "target",
      message: "console.menu.enterTarget",
    });
  });

  it("moves an entry up and down among its siblings, and refuses to move past either end", async () => {
    const labels = async () => outline(groupNamed((await menu()).header, "Group").items);
    const last = groupNamed((await menu()).header, "Group").items.at(-1)!;
    expect((await change({ intent: "up", id: last.id })).ok).toBe(true);
    expect((await labels()).slice(-2)).toEqual(["Complaints", "Awards"]);
    expect((await change({ intent: "down", id: last.id })).ok).toBe(true);
    expect((await labels()).slice(-2)).toEqual(["Awards", "Complaints"]);
    expect(await change({ intent: "down", id: last.id })).toMatchObject({
      ok: false,
      message: "console.menu.cannotMove",
    });
    const home = (await menu()).header[0]!;
    expect(await change({ intent: "up", id: home.id })).toMatchObject({
      ok: false,
      message: "console.menu.cannotMove",
    });
  });

  it("moves a link into a sub-group, out of it to just after it, and to the top of the menu", async () => {
    const header = (await menu()).header;
    const link = groupNamed(header, "Group").items.at(-1)!;
    const diploma = groupNamed(header, "Diploma");
    expect((await change({ intent: "move", id: link.id, place: diploma.id })).ok).toBe(true);
    expect(outline(groupNamed((await menu()).header, "Diploma").items).at(-1)).toBe("Complaints");
    expect(outline(groupNamed((await menu()).header, "Group").items).at(-1)).toBe("Awards");
    expect((await change({ intent: "out", id: link.id })).ok).toBe(true);
    expect(outline(groupNamed((await menu()).header, "Course").items)).toEqual([
      ["Diploma", ["Civil", "Electrical", "Mechanical", "Mining"]],
      "Complaints",
      "BCA",
      "Diploma for Working Professionals",
    ]);
    expect((await change({ intent: "out", id: link.id })).ok).toBe(true);
    const top = outline((await menu()).header);
    expect(top.indexOf("Complaints")).toBe(top.findIndex((entry) => Array.isArray(entry) && entry[0] === "Course") + 1);
    expect(await change({ intent: "out", id: link.id })).toMatchObject({
      ok: false,
      message: "console.menu.cannotMove",
    });
    // The positions stay 0, 1, 2 … in every parent.
    const rows = await readMenuRows(database.db);
    for (const parent of new Set(rows.map((row) => `${row.menu}-${row.parentId}`))) {
      const positions = rows.filter((row) => `${row.menu}-${row.parentId}` === parent).map((row) => row.position);
      expect(positions.sort((a, b) => a - b)).toEqual(positions.map((_, index) => index));
    }
  });

  it("keeps the nesting of today at most: group, sub-group, link", async () => {
    const header = (await menu()).header;
    const diploma = groupNamed(header, "Diploma");
    const course = groupNamed(header, "Course");
    const management = groupNamed(header, "Management");
    expect(await change({ intent: "add", kind: "group", place: diploma.id, label: "Deep", target: null })).toEqual({
      ok: false,
      field: "place",
      message: "console.menu.tooDeep",
    });
    // Course holds a sub-group, so it may not go inside another group.
    expect(await change({ intent: "move", id: course.id, place: management.id })).toMatchObject({
      ok: false,
      message: "console.menu.tooDeep",
    });
    expect(await change({ intent: "move", id: course.id, place: diploma.id })).toMatchObject({
      ok: false,
      message: "console.menu.intoItself",
    });
    const home = header[0]!;
    expect(await change({ intent: "move", id: management.id, place: home.id })).toMatchObject({
      ok: false,
      message: "console.menu.unknownPlace",
    });
    expect(await change({ intent: "add", kind: "link", place: 999999, label: "X", target: "/" })).toMatchObject({
      ok: false,
      message: "console.menu.unknownPlace",
    });
  });

  it("keeps the footer a plain list of links", async () => {
    expect(await change({ intent: "add", kind: "group", place: "footer", label: "More", target: null })).toMatchObject({
      ok: false,
      message: "console.menu.footerFlat",
    });
    const added = await change({ intent: "add", kind: "link", place: "footer", label: "BCA", target: "/BCA" });
    expect(added.ok).toBe(true);
    expect((await menu()).footer.at(-1)).toMatchObject({ label: "BCA", to: "/BCA" });
  });

  it("adds a group, fills it, removes it only when empty", async () => {
    const added = await change({ intent: "add", kind: "group", place: "header", label: "Notices", target: null });
    if (!added.ok) throw new Error("the group was not added");
    const link = await change({
      intent: "add",
      kind: "link",
      place: added.id,
      label: "Old",
      target: "https://example.org/x",
    });
    if (!link.ok) throw new Error("the link was not added");
    expect(await change({ intent: "remove", id: added.id })).toMatchObject({
      ok: false,
      message: "console.menu.groupNotEmpty",
    });
    expect(await change({ intent: "remove", id: link.id })).toMatchObject({ ok: true, after: null });
    expect(await change({ intent: "remove", id: added.id })).toMatchObject({ ok: true, after: null });
    expect(outline((await menu()).header).at(-1)).toBe("Gallery");
    expect(await change({ intent: "remove", id: added.id })).toMatchObject({ ok: false, message: "console.menu.gone" });
  });
});
