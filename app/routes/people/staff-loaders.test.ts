import { describe, expect, it, vi } from "vitest";
import { loader as coreFacultyLoader } from "./core-faculty.tsx";
import { loader as examLoader } from "./exam-department.tsx";

/** A database handle whose every query fails, as when the database is unreachable. */
const brokenDb = new Proxy(
  {},
  {
    get() {
      throw new Error("database unreachable");
    },
  },
);

const args = (db: unknown, logError: (error: unknown, what: string) => void) =>
  ({ context: { services: { db, logError } }, request: new Request("http://localhost/"), params: {} }) as never;

/** Spec 001 §8: a failed staff load is logged only; the page gets an empty list, not an error. */
describe("staff page loaders when the database fails", () => {
  it("core faculty logs and returns no groups", async () => {
    const log = vi.fn();
    await expect(coreFacultyLoader(args(brokenDb, log))).resolves.toEqual({ groups: [] });
    expect(log).toHaveBeenCalledOnce();
  });

  it("exam department logs and returns no staff", async () => {
    const log = vi.fn();
    await expect(examLoader(args(brokenDb, log))).resolves.toEqual({ staff: [] });
    expect(log).toHaveBeenCalledOnce();
  });
});
