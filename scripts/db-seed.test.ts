import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../db/client.ts";

const run = promisify(execFile);

/** Runs `npm run db:seed` with only the settings given, as an operator would. */
async function seed(env: Record<string, string>) {
  const { PATH, HOME } = process.env;
  return run("npm", ["run", "--silent", "db:seed"], {
    env: { PATH, HOME, ...env },
    timeout: 120_000,
  });
}

describe("npm run db:seed", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  it("migrates the database under DATA_DIR and adds the demo content; a second run says so and adds nothing", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "college-seed-"));
    const file = path.join(dir, "college.db");

    const first = await seed({ DATA_DIR: dir });
    expect(first.stdout).toContain(`Added the demo content to ${file}`);

    const database = openDatabase(`sqlite:${file}`);
    const count = async () => {
      const row = await database.db
        .selectFrom("news_items")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    try {
      const seeded = await count();
      expect(seeded).toBeGreaterThan(0);

      const second = await seed({ DATA_DIR: dir });
      expect(second.stdout).toContain(`${file} has content already: nothing was added.`);
      expect(await count()).toBe(seeded);
    } finally {
      await database.db.destroy();
    }
  }, 240_000);

  it("stops with the variable's name when the configuration is wrong", async () => {
    await expect(seed({ DATABASE_URL: "mysql://nowhere" })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("DATABASE_URL: must start with sqlite: or postgres://"),
    });
  });
});
