import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { styleHash, toastStylesheet } from "./library-styles.ts";

const assets = path.join(process.env.BUILD_DIR ?? "build", "client", "assets");
const built = fs.existsSync(assets);

describe("the toast library's stylesheet", () => {
  it("is read from the library: its toaster rules, once", () => {
    const css = toastStylesheet();
    expect(css.startsWith("[data-sonner-toaster]")).toBe(true);
    expect(css).toContain("[data-sonner-toast]");
    expect(css.length).toBeGreaterThan(5_000);
  });

  // The hash allowed must be that of the text the browser bundle inserts; a build is there in `npm test`.
  it.skipIf(!built)("is the text the built browser bundle inserts, so the policy's hash matches it", () => {
    const chunks = fs.readdirSync(assets).filter((name) => name.endsWith(".js"));
    const inserted: string[] = [];
    for (const name of chunks) {
      const code = fs.readFileSync(path.join(assets, name), "utf8");
      // The minifier writes the string as a template literal or a quoted string; the text has neither ` nor ${.
      for (const match of code.matchAll(/`(\[data-sonner-toaster\][^`]*)`|"(\[data-sonner-toaster\](?:[^"\\]|\\.)*)"/g))
        inserted.push(match[1] ?? (JSON.parse(`"${match[2]}"`) as string));
    }
    expect(inserted).toHaveLength(1);
    expect(styleHash(inserted[0]!)).toBe(styleHash(toastStylesheet()));
  });
});
