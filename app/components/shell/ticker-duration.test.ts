import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { LONGEST_TICKER_SECONDS, tickerDurationClass, tickerSeconds } from "./ticker-duration.ts";

/** The seconds app/app.css generates classes for, read from its @source inline("ticker-duration-{15,{16..200..4}}"). */
function generatedSeconds(): Set<number> {
  const css = fs.readFileSync("app/app.css", "utf8");
  const match = /@source inline\("ticker-duration-\{(\d+),\{(\d+)\.\.(\d+)\.\.(\d+)\}\}"\)/.exec(css);
  expect(match).not.toBeNull();
  const [single, from, to, step] = match!.slice(1).map(Number) as [number, number, number, number];
  const seconds = new Set([single]);
  for (let value = from; value <= to; value += step) seconds.add(value);
  return seconds;
}

describe("ticker loop lengths", () => {
  it("keep the speeds the tickers had: the news ticker 8 s an item (20 s at least), the notice board 4 s (15 s)", () => {
    expect([1, 2, 3, 5, 10].map((items) => tickerSeconds(items, 8, 20))).toEqual([20, 20, 24, 40, 80]);
    expect([1, 3, 4, 7, 12].map((items) => tickerSeconds(items, 4, 15))).toEqual([15, 15, 16, 28, 48]);
  });

  it("only ever name a class the stylesheet generates, up to the longest loop", () => {
    const generated = generatedSeconds();
    expect(Math.max(...generated)).toBe(LONGEST_TICKER_SECONDS);
    for (let items = 0; items <= 80; items++) {
      for (const [perItem, shortest] of [
        [8, 20],
        [4, 15],
      ] as const) {
        const seconds = tickerSeconds(items, perItem, shortest);
        expect(generated.has(seconds)).toBe(true);
        expect(seconds).toBeGreaterThanOrEqual(Math.min(LONGEST_TICKER_SECONDS, Math.max(shortest, items * perItem)));
        expect(tickerDurationClass(items, perItem, shortest)).toBe(`ticker-duration-${seconds}`);
      }
    }
    expect(tickerSeconds(40, 8, 20)).toBe(LONGEST_TICKER_SECONDS);
  });
});
