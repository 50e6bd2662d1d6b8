import { Writable } from "node:stream";
import type { ReactElement } from "react";
import { renderToPipeableStream, renderToString } from "react-dom/server";

/** The mark React's renderer leaves where a Suspense boundary could not finish on the server. */
const UNFINISHED_BOUNDARY = "<!--$!-->";
const utf8 = new TextEncoder();

/**
 * The document drawn by React's synchronous renderer, as the bytes to send; `undefined` when something in it
 * suspended (a component loaded with `lazy`) or failed inside a Suspense boundary, which this renderer cannot wait
 * for nor report: such a document is drawn by `renderWhenAllReady` instead.
 */
export function renderAtOnce(document: ReactElement): Uint8Array<ArrayBuffer> | undefined {
  const html = renderToString(document);
  return html.includes(UNFINISHED_BOUNDARY) ? undefined : utf8.encode(`<!DOCTYPE html>${html}`);
}

/**
 * The document drawn by React's streaming renderer once everything in it is ready, answered in one buffer. A failure
 * inside a Suspense boundary is logged, and makes the answer a 500 if it comes before the shell is ready (as a page
 * streamed from that moment would have had its status). A failure of the shell itself rejects, for React Router to
 * log and answer.
 */
export function renderWhenAllReady(
  document: ReactElement,
  options: {
    nonce: string;
    status: number;
    headers: Headers;
    timeoutMs: number;
    logError(error: unknown, what: string): void;
  },
): Promise<Response> {
  let responseStatusCode = options.status;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Failures inside boundaries before the shell is ready: logged once it is (React reports a shell's own failure
    // here too, then to onShellError, which React Router logs).
    const early: unknown[] = [];
    const log = (error: unknown) => options.logError(error, "page render failed inside a Suspense boundary");
    // The status is the one known when the shell is ready, as when the page was streamed from that moment.
    let status = responseStatusCode;
    let abortRender = () => undefined as void;
    const timeout = setTimeout(() => abortRender(), options.timeoutMs);
    const chunks: Buffer[] = [];
    const body = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeout);
        resolve(new Response(Buffer.concat(chunks), { headers: options.headers, status }));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce: options.nonce,
      onShellReady() {
        shellRendered = true;
        status = responseStatusCode;
        early.forEach(log);
      },
      onAllReady() {
        pipe(body);
      },
      onShellError(error: unknown) {
        clearTimeout(timeout);
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) log(error);
        else early.push(error);
      },
    });
    abortRender = abort;
  });
}
