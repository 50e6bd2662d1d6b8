import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse } from "react-router";
import { ServerRouter } from "react-router";
import { AssetIntegrityProvider } from "./lib/asset-integrity.tsx";
import { NonceProvider } from "./lib/nonce.tsx";
import { DrawnHtmlProvider } from "./lib/drawn-html.tsx";

export const streamTimeout = 5_000;

/**
 * Renders the whole document into one buffer and answers with it. Loaders finish before rendering and nothing
 * suspends, so a page is complete when its shell is: streaming it would only cut it into many small writes, each
 * passed through the web stream, the adapter's stream and the compressor (most of a render's cost besides React).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.services.nonce;
  const integrity = loadContext.services.assetIntegrity;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // The status is the one known when the shell is ready, as when the page was streamed from that moment.
    let status = responseStatusCode;
    let abortRender = () => undefined as void;
    const timeout = setTimeout(() => abortRender(), streamTimeout + 1000);
    const chunks: Buffer[] = [];
    const body = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeout);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "no-cache");
        resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status }));
        callback();
      },
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <AssetIntegrityProvider value={integrity}>
          <DrawnHtmlProvider value={loadContext.services.drawnHtml}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </DrawnHtmlProvider>
        </AssetIntegrityProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
          status = responseStatusCode;
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
          if (shellRendered) loadContext.services.logError(error, "page render failed after its shell was ready");
        },
      },
    );
    abortRender = abort;
  });
}

/**
 * Errors of loaders, actions and rendering go to the server's JSON log with the request's id (never a stack trace on
 * stdout or stderr). A request the visitor gave up on, and a refusal React Router answers itself with a 4xx (a POST
 * to a page that takes none: 405), are not errors of the site and are not logged.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  if (error instanceof Error && /^You made a \w+ request to .* but did not provide an `action`/.test(error.message))
    return;
  (context as AppLoadContext).services.logError(error, "request failed");
};
