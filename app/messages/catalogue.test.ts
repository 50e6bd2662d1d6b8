import { describe, expect, it } from "vitest";
import { type Placeholders, catalogueProblems, defineCatalogue, placeholdersOf, translator } from "./catalogue.ts";
import { en } from "./en.ts";

/*
 * The compile-time half: `npm run typecheck` fails if any line marked @ts-expect-error below compiles, so each
 * marks a catalogue that a second language file could not get past the type checker with.
 */
const { "menu.open": _dropped, ...missingKey } = en;

export const typeChecks = [
  // A complete catalogue with the same placeholders compiles.
  defineCatalogue({ ...en }),
  defineCatalogue({ ...en, "home.seats": "{count} सीटें", "footer.copyright": "{name} © {year}" }),
  // @ts-expect-error a key of en is missing
  defineCatalogue(missingKey),
  // @ts-expect-error a key en does not have
  defineCatalogue({ ...en, "menu.nowhere": "Nowhere" }),
  // @ts-expect-error the {count} placeholder is missing
  defineCatalogue({ ...en, "home.seats": "seats" }),
  // @ts-expect-error an extra placeholder {total}
  defineCatalogue({ ...en, "home.seats": "{count} of {total} seats" }),
  // @ts-expect-error a renamed placeholder: {number} for {count}
  defineCatalogue({ ...en, "home.seats": "{number} seats" }),
  // @ts-expect-error text typed only as string cannot be checked, so it is refused
  defineCatalogue({ ...en, "home.seats": String("{count} seats") }),
];

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
export const placeholderTypes: [
  Equal<Placeholders<"© {year} {name}.">, "year" | "name">,
  Equal<Placeholders<"Home">, never>,
] = [true, true];

describe("placeholdersOf", () => {
  it("lists a message's placeholder names once each, sorted", () => {
    expect(placeholdersOf("© {year} {name}. All rights reserved.")).toEqual(["name", "year"]);
    expect(placeholdersOf("{count} of {count}")).toEqual(["count"]);
    expect(placeholdersOf("Home")).toEqual([]);
  });
});

describe("catalogueProblems", () => {
  it("finds nothing wrong with English itself", () => {
    expect(catalogueProblems(en)).toEqual([]);
  });

  it("reports a missing key, an extra key and a missing, extra or renamed placeholder", () => {
    expect(catalogueProblems(missingKey)).toEqual(["missing key menu.open"]);
    expect(catalogueProblems({ ...en, "menu.nowhere": "Nowhere" })).toEqual(["extra key menu.nowhere"]);
    expect(catalogueProblems({ ...en, "home.seats": "seats" })).toEqual([
      "home.seats: placeholders {} instead of {count}",
    ]);
    expect(catalogueProblems({ ...en, "home.seats": "{count} of {total} seats" })).toEqual([
      "home.seats: placeholders {count, total} instead of {count}",
    ]);
    expect(catalogueProblems({ ...en, "home.seats": "{number} seats" })).toEqual([
      "home.seats: placeholders {number} instead of {count}",
    ]);
  });

  it("holds for every message: each English message's placeholders are words in braces", () => {
    for (const message of Object.values(en)) {
      expect(message.replace(/\{\w+\}/g, "")).not.toMatch(/[{}]/);
    }
  });
});

describe("translator", () => {
  it("fills placeholders and leaves unknown ones as written", () => {
    const t = translator("en");
    expect(t("footer.copyright", { year: 2026, name: "GPCET" })).toBe("© 2026 GPCET. All rights reserved.");
    expect(t("home.seats")).toBe("{count} seats");
  });
});
