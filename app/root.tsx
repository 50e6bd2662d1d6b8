// First: zod's setting for the browser must come before any schema is made.
import "./lib/zod-jitless.ts";
import type { ReactNode } from "react";
import { preloadModule } from "react-dom";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from "react-router";
import { LazyToaster } from "./components/forms/toaster.tsx";
import { RouteError } from "./components/route-error.tsx";
import { displayPreferencesOf } from "./lib/display-preferences.ts";
import { LanguageProvider, useT } from "./lib/language.tsx";
import { SiteAddressProvider } from "./lib/site-address.tsx";
import { errorMeta } from "./lib/meta.ts";
import { useAssetIntegrity } from "./lib/asset-integrity.tsx";
import { catalogueChunksOf } from "./lib/catalogue-chunks.server.ts";
import { useNonce } from "./lib/nonce.tsx";
import { pageNeeds } from "./lib/route-handle.ts";
import { defaultLanguage, languageOf } from "./messages/catalogue.ts";
import type { Route } from "./+types/root";
import "./app.css";
// The shell's behaviours in plain DOM code, bundled on its own (Vite builds it as it would a worker: one file).
import shellScript from "./browser/shell.ts?worker&url";

/**
 * The document around every page. What is drawn around a page (the public shell, the console frame) belongs to the
 * layout routes of app/routes.ts; the root knows nothing of sections.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  return {
    siteUrl: context.services.siteUrl,
    language: languageOf(request),
    // Text size and contrast (decision 050): drawn by the server, so the first paint already has them.
    display: displayPreferencesOf(request.headers.get("cookie")),
    catalogueChunks: catalogueChunksOf(new URL(request.url).pathname),
  };
}

/**
 * Neither the site's address nor the language changes on a client navigation within one language; the display
 * preferences change only through a form post, which loads the whole page again.
 */
export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = (args) => (args.error ? errorMeta(args) : []);

export const links: Route.LinksFunction = () => [
  // PNG icons only, here and in the manifest: the browser draws an SVG icon by building a document of its own on the
  // page's main thread just after the page loads, which a cheap phone feels; a PNG is decoded off it.
  { rel: "icon", href: "/favicon-32.png", type: "image/png", sizes: "32x32" },
  { rel: "icon", href: "/icon-192.png", type: "image/png", sizes: "192x192" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only z-50 bg-accent-400 px-4 py-2 font-semibold text-slate-900 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
    >
      {t("site.skipToContent")}
    </a>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const rootData = useRouteLoaderData<typeof loader>("root");
  const language = rootData?.language ?? defaultLanguage;
  // In the browser React runs already (this page hydrated), so it keeps its scripts on pages it renders itself.
  const hydrate = pageNeeds(useMatches()).hydrate || typeof document !== "undefined";
  // A page that hydrates fetches its catalogue first (app/messages/load-language.ts): named here, its chunks load
  // beside the entry instead of after it.
  const integrity = useAssetIntegrity();
  if (hydrate) {
    for (const href of rootData?.catalogueChunks ?? []) {
      preloadModule(href, { as: "script", nonce, ...(integrity[href] ? { integrity: integrity[href] } : {}) });
    }
  }
  return (
    <html lang={language} data-text-size={rootData?.display.textSize} data-contrast={rootData?.display.contrast}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2463" />
        <Meta />
        <Links />
      </head>
      <body id="top" className="flex min-h-dvh flex-col">
        <LanguageProvider value={language}>
          <SiteAddressProvider value={rootData?.siteUrl}>
            <SkipLink />
            {children}
            <LazyToaster />
          </SiteAddressProvider>
        </LanguageProvider>
        {/* Its hash is known on the server only; hydration leaves the attribute as the server wrote it. */}
        <script src={shellScript} defer integrity={integrity[shellScript]} suppressHydrationWarning />
        {/* React runs in the browser only on pages that say they need it (their route's handle). */}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Reached only when no layout could draw its frame; the page still says what happened. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
      <RouteError error={error} />
    </main>
  );
}
