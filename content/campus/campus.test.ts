import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { campusSchema } from "../../app/schemas/content/campus.ts";

const campus = campusSchema.parse(JSON.parse(readFileSync(join(import.meta.dirname, "campus.json"), "utf8")));
const building = (name: string) => campus.buildings.find((b) => b.name === name);
const allRooms = campus.buildings.flatMap((b) => b.floors.flatMap((f) => f.rooms));

describe("content/campus/campus.json (spec 001 §2 Campus Layout)", () => {
  it("has the page name and mentions 10 acres and 2 lakh sq ft", () => {
    expect(campus.title).toBe("Campus Layout");
    expect(campus.intro.join(" ")).toMatch(/10 acres/);
    expect(campus.intro.join(" ")).toMatch(/2 lakh sq ft/);
  });

  it("has the spec's buildings and floors, in order", () => {
    const floors = (name: string) => building(name)?.floors.map((f) => f.name);
    const four = ["Ground Floor", "1st Floor", "2nd Floor", "3rd Floor"];
    expect(campus.buildings.map((b) => b.name)).toEqual([
      "Institute Building",
      "Hostel Building",
      "Head of Department Quarters",
      "Bachelor Flat",
      "Sub Station",
      "Pump Room",
      "Girls Hostel",
    ]);
    expect(floors("Institute Building")).toEqual(four);
    expect(floors("Hostel Building")).toEqual(four);
    expect(floors("Head of Department Quarters")).toEqual(four);
    expect(floors("Bachelor Flat")).toEqual(four);
    expect(floors("Sub Station")).toEqual([undefined]);
    expect(floors("Pump Room")).toEqual([undefined]);
    expect(floors("Girls Hostel")).toEqual(four.slice(0, 3));
  });

  it("has the workshop of 800 m² in the institute building", () => {
    const institute = building("Institute Building")?.floors.flatMap((f) => f.rooms) ?? [];
    expect(institute.filter((room) => /^Workshop/.test(room.type)).map((room) => room.area)).toEqual([800]);
  });

  it("includes the room types the spec names", () => {
    const types = allRooms.map((room) => room.type).join("\n");
    for (const kind of [
      /Lab$/m,
      /^Classroom$/m,
      /^Library/m,
      /^Principal's Room$/m,
      /Office$/m,
      /^Seminar Hall$/m,
      /^Cafeteria$/m,
      /^Toilets$/m,
    ]) {
      expect(types).toMatch(kind);
    }
  });

  it("has unique building ids (they are the in-page link targets)", () => {
    const ids = campus.buildings.map((b) => b.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
