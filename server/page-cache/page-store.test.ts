import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PageStore } from "./page-store.ts";

const pageOf = (body: string) => ({
  status: 200,
  headers: { "content-type": "text/html; charset=utf-8" },
  body: Buffer.from(body),
  tables: ["notices"],
});

/** Polls until `done` holds, or fails after `ms`. */
async function until(done: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!done()) {
    if (Date.now() > end) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe("page store compression", () => {
  it("makes the highest-level copies one page at a time, in the order pages were stored", async () => {
    const store = new PageStore(10_000_000);
    // A page that takes brotli's highest level a while, then a tiny one that on its own would be done at once.
    const big = store.put("big", pageOf(randomBytes(150_000).toString("base64")), store.generation())!;
    const tiny = store.put("tiny", pageOf("<p>tiny</p>"), store.generation())!;
    expect(big.br).toBeUndefined();
    await until(() => tiny.br !== undefined);
    expect(big.br).toBeDefined();
    expect(big.gzip).toBeDefined();
    expect(tiny.gzip).toBeDefined();
    expect(store.usedBytes).toBe(
      [big, tiny].reduce((sum, page) => sum + page.body.length + page.br!.length + page.gzip!.length, 0),
    );
  });

  it("skips a page replaced before its turn, and counts only the copies of the pages it holds", async () => {
    const store = new PageStore(10_000_000);
    const big = store.put("big", pageOf(randomBytes(150_000).toString("base64")), store.generation())!;
    const first = store.put("civil", pageOf("<p>first</p>"), store.generation())!;
    const second = store.put("civil", pageOf("<p>second</p>"), store.generation())!;
    await until(() => second.br !== undefined);
    expect(first.br).toBeUndefined();
    expect(first.gzip).toBeUndefined();
    expect(store.get("civil")).toBe(second);
    expect(store.usedBytes).toBe(
      [big, second].reduce((sum, page) => sum + page.body.length + page.br!.length + page.gzip!.length, 0),
    );
  });
});
