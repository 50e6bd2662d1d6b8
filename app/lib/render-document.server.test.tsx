import { Suspense, lazy } from "react";
import { describe, expect, it } from "vitest";
import { renderAtOnce, renderWhenAllReady } from "./render-document.server.tsx";

/** A component that takes a moment to arrive, as one loaded with `lazy` from its own chunk does. */
const Arriving = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) =>
      setTimeout(() => resolve({ default: () => <b>arrived</b> }), 20),
    ),
);
function Failing(): React.JSX.Element {
  throw new Error("drawing failed");
}

const page = (content: React.ReactNode) => (
  <html lang="en">
    <body>
      <main>{content}</main>
    </body>
  </html>
);
const text = (bytes: Uint8Array | undefined) => (bytes ? new TextDecoder().decode(bytes) : undefined);

function streamed(document: React.JSX.Element) {
  const logged: string[] = [];
  const answer = renderWhenAllReady(document, {
    nonce: "n0nce",
    status: 200,
    headers: new Headers({ "Content-Type": "text/html; charset=utf-8" }),
    timeoutMs: 5000,
    logError: (error, what) => logged.push(`${what}: ${(error as Error).message}`),
  });
  return { answer, logged };
}

describe("drawing a document", () => {
  it("draws a document at once, with its doctype, Suspense boundaries that finish included", () => {
    expect(text(renderAtOnce(page(<Suspense fallback={<i>waiting</i>}>ready</Suspense>)))).toBe(
      '<!DOCTYPE html><html lang="en"><head></head><body><main><!--$-->ready<!--/$--></main></body></html>',
    );
  });

  it("declines a document in which something suspends or fails inside a boundary", () => {
    expect(renderAtOnce(page(<Suspense fallback={<i>waiting</i>}>{<Arriving />}</Suspense>))).toBeUndefined();
    expect(renderAtOnce(page(<Suspense fallback={null}>{<Failing />}</Suspense>))).toBeUndefined();
  });

  it("draws the same document with the streaming renderer as at once", async () => {
    const document = page(
      <Suspense fallback={<i>waiting</i>}>
        <p title={'"quoted" & <sharp>'}>one {"two"} three</p>
      </Suspense>,
    );
    const { answer } = streamed(document);
    expect(await (await answer).text()).toBe(text(renderAtOnce(document)));
  });

  it("waits for what suspends when it streams", async () => {
    const { answer, logged } = streamed(page(<Suspense fallback={<i>waiting</i>}>{<Arriving />}</Suspense>));
    const response = await answer;
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("<b>arrived</b>");
    expect(html).not.toContain("waiting");
    expect(logged).toEqual([]);
  });

  it("answers 500 and logs the failure when drawing fails inside a boundary", async () => {
    const { answer, logged } = streamed(page(<Suspense fallback={null}>{<Failing />}</Suspense>));
    expect((await answer).status).toBe(500);
    expect(logged).toEqual(["page render failed inside a Suspense boundary: drawing failed"]);
  });

  it("rejects when the document's shell fails, logging nothing itself", async () => {
    const { answer, logged } = streamed(page(<Failing />));
    await expect(answer).rejects.toThrow("drawing failed");
    expect(logged).toEqual([]);
  });
});
