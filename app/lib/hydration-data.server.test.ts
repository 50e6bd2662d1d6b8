import type { EntryContext } from "react-router";
import { describe, expect, it } from "vitest";
import { readHydrationData } from "./hydration-data.server.ts";

/** The parts of React Router's entry context the reading uses: the data's stream and the render's cache. */
function contextWith(stream: ReadableStream<Uint8Array>) {
  return { renderMeta: {}, serverHandoffStream: stream } as unknown as EntryContext;
}

const bytes = (text: string) => new TextEncoder().encode(text);

describe("reading the data a page hydrates with before the render", () => {
  it("keeps each chunk in React Router's cache, in order, then the end", async () => {
    // "न" is three bytes in UTF-8, here cut after the first: the chunks are decoded as one stream.
    const whole = bytes('[1,"न"]');
    const [cut, rest] = [whole.subarray(0, 5), whole.subarray(5)];
    const context = contextWith(
      new ReadableStream({
        start(controller) {
          controller.enqueue(cut);
          controller.enqueue(rest);
          controller.close();
        },
      }),
    );
    await readHydrationData(context);
    const cache = context.renderMeta!.streamCache!;
    expect(Object.keys(cache)).toEqual(["0", "1", "2"]);
    expect([0, 1, 2].map((index) => cache[index]!.result)).toEqual([
      { done: false, value: '[1,"' },
      { done: false, value: 'न"]' },
      { done: true, value: "" },
    ]);
    expect(context.serverHandoffStream!.locked).toBe(false);
  });

  it("keeps a failure where the chunk would be", async () => {
    const failure = new Error("Server Timeout");
    let sent = false;
    const context = contextWith(
      new ReadableStream({
        pull(controller) {
          if (sent) throw failure;
          sent = true;
          controller.enqueue(bytes("[]"));
        },
      }),
    );
    await readHydrationData(context);
    const cache = context.renderMeta!.streamCache!;
    expect(cache[0]!.result).toEqual({ done: false, value: "[]" });
    expect(cache[1]!.error).toBe(failure);
    expect(cache[1]!.result).toBeUndefined();
  });
});
