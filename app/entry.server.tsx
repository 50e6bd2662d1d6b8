import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse } from "react-router";
import { ServerRouter } from "react-router";
import { AssetIntegrityProvider } from "./lib/asset-integrity.tsx";
import { NonceProvider } from "./lib/nonce.tsx";
import { DrawnHtmlProvider } from "./lib/drawn-html.tsx";
import { DrawOnceProvider } from "./lib/drawn-once.tsx";
import { createDrawOnce } from "./lib/drawn-once.server.tsx";
import { readHydrationData } from "./lib/hydration-data.server.ts";
import { renderAtOnce, renderWhenAllReady } from "./lib/render-document.server.tsx";
import { pageNeeds } from "./lib/route-handle.ts";

export const streamTimeout = 5_000;

/** The shell's parts drawn once in this process (decision 077). */
const drawOnce = createDrawOnce();

/**
 * Renders the whole document and answers with it in one buffer. Loaders finish before rendering, so a page does not
 * need to stream: once the data it hydrates with is read (app/lib/hydration-data.server.ts), React's synchronous
 * renderer draws it as one string, a tenth cheaper than the streaming renderer, whose cost is in encoding its many
 * small writes (decision 075). A render in which something suspends or fails inside a Suspense boundary is drawn
 * again by the streaming renderer, which waits for what suspended and reports failures.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const { nonce, logError } = loadContext.services;
  const document = (
    <NonceProvider value={nonce}>
      <AssetIntegrityProvider value={loadContext.services.assetIntegrity}>
        <DrawnHtmlProvider value={loadContext.services.drawnHtml}>
          <DrawOnceProvider value={drawOnce}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </DrawOnceProvider>
        </DrawnHtmlProvider>
      </AssetIntegrityProvider>
    </NonceProvider>
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  if (!responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "no-cache");
  const routes = routerContext.staticHandlerContext.matches.map((match) => match.route);
  if (pageNeeds(routes).hydrate) await readHydrationData(routerContext);
  const body = renderAtOnce(document);
  if (body) {
    // A known length tells the server the page is whole: it is compressed in one call (server/whole-documents.ts).
    responseHeaders.set("Content-Length", String(body.byteLength));
    return new Response(body, { headers: responseHeaders, status: responseStatusCode });
  }
  // The first render took the data stream's reader: a page that hydrates has every chunk in the cache already.
  routerContext.serverHandoffStream = new ReadableStream();
  return renderWhenAllReady(document, {
    nonce,
    status: responseStatusCode,
    headers: responseHeaders,
    timeoutMs: streamTimeout + 1000,
    logError,
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
