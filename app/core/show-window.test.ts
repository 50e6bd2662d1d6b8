import { describe, expect, it } from "vitest";
import { z } from "zod";
import { showWindowShape, windowColumns, windowDays, windowInOrder } from "./show-window.ts";

describe("show window", () => {
  it("stores IST days as UTC instants, the last day included, and reads them back", () => {
    const columns = windowColumns({ showFrom: "2026-12-01", showUntil: "2026-12-05" });
    expect(columns).toEqual({ show_from: "2026-11-30T18:30:00.000Z", show_until: "2026-12-05T18:30:00.000Z" });
    expect(windowDays(columns)).toEqual({ showFrom: "2026-12-01", showUntil: "2026-12-05" });
  });

  it("keeps empty days open", () => {
    expect(windowColumns({ showFrom: "", showUntil: "" })).toEqual({ show_from: null, show_until: null });
    expect(windowDays({ show_from: null, show_until: null })).toEqual({ showFrom: "", showUntil: "" });
  });

  it("refuses dates that do not exist and a window that ends before it starts", () => {
    const schema = z.object(showWindowShape);
    expect(schema.safeParse({ showFrom: "2026-02-30" }).success).toBe(false);
    expect(schema.parse({})).toEqual({ showFrom: "", showUntil: "" });
    expect(windowInOrder({ showFrom: "2026-12-05", showUntil: "2026-12-01" })).toBe(false);
    expect(windowInOrder({ showFrom: "2026-12-05", showUntil: "2026-12-05" })).toBe(true);
  });
});
