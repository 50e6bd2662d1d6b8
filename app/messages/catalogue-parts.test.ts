import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { contentMessages } from "./en/content.ts";
import { lightboxMessages } from "./en/lightbox.ts";
import { searchMessages } from "./en/search.ts";
import { serverRepliesMessages } from "./en/server-replies.ts";
import { staticPagesMessages } from "./en/static-pages.ts";

/**
 * Parts of the catalogue that the browser's build leaves out of what every hydrated page loads (vite.config.ts)
 * and that the modules drawing them add themselves: a module that asks for one of their texts must import the
 * part's module, or the browser would find the text missing when it draws that module. Modules that only the
 * server runs need not.
 */
const PARTS = [
  {
    module: "static-page-messages.ts",
    keys: Object.keys({ ...contentMessages, ...staticPagesMessages, ...searchMessages }),
  },
  { module: "lightbox-messages.ts", keys: Object.keys(lightboxMessages) },
];

const sources = execFileSync("git", ["ls-files", "app"], { encoding: "utf8" })
  .split("\n")
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|server)\./.test(file) && !file.startsWith("app/messages/"))
  .map((file) => ({ file, code: fs.readFileSync(file, "utf8") }));

/**
 * The keys a module asks for: by name, by a name it completes (`search.kind.${kind}`), or as a page's title and
 * description (`pageHead(matches, "career")`).
 */
function asksForOne(code: string, keys: string[]): boolean {
  if (keys.some((key) => code.includes(`"${key}"`))) return true;
  const starts = [...code.matchAll(/`(\w+\.[\w.]*)\$\{/g)].map(([, start]) => start!);
  if (starts.some((start) => keys.some((key) => key.startsWith(start)))) return true;
  const pages = [...code.matchAll(/pageHead\([^,]+,\s*"([\w.]+)"/g)].map(([, page]) => page!);
  return pages.some((page) => keys.includes(`${page}.title`) || keys.includes(`${page}.description`));
}

describe("the catalogue's parts that travel with their modules", () => {
  it.each(PARTS)("$module is imported by every module that asks for one of its texts", ({ module, keys }) => {
    const users = sources.filter(({ code }) => asksForOne(code, keys));
    expect(users.length).toBeGreaterThan(0);
    const importLine = `import "~/messages/${module}";`;
    expect(users.filter(({ code }) => !code.includes(importLine)).map(({ file }) => file)).toEqual([]);
  });

  it("leaves what only the server sends to modules only the server runs", () => {
    const keys = Object.keys(serverRepliesMessages);
    expect(sources.filter(({ code }) => asksForOne(code, keys)).map(({ file }) => file)).toEqual([]);
  });
});
