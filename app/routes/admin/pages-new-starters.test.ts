import { describe, expect, it } from "vitest";
import { translator } from "~/messages/catalogue.ts";
import { addableShapes } from "~/models/added-pages.server.ts";
import { checkDocument } from "~/schemas/page-shapes.ts";
import { starterDocuments } from "./pages-new-starters.ts";

describe("the starter document of a page an editor adds", () => {
  it.each(addableShapes)("fits the %s shape, so the draft is made and its editor opens", (shape) => {
    const document = starterDocuments[shape]("Hostel rules", translator("en"));
    expect(checkDocument(shape, document)).toMatchObject({ ok: true });
  });
});
