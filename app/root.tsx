import type { ReactNode } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { Toaster } from "sonner";
import { StickyEnquiryButton } from "./components/forms/enquiry-buttons.tsx";
import { formsPages } from "./routes/forms/pages.ts";
import { TOAST_DURATION_MS, TOAST_POSITION } from "./components/forms/toasts.ts";
import { NotFound } from "./components/not-found.tsx";
import { PageBanner } from "./components/page-banner.tsx";
import { NewsTicker } from "./components/shell/news-ticker.tsx";
import { StaffHeader } from "./components/shell/staff-header.tsx";
import { SiteFooter } from "./components/shell/site-footer.tsx";
import { SiteHeader } from "./components/shell/site-header.tsx";
import { useNonce } from "./lib/nonce.tsx";
import { t } from "./messages/en.ts";
import { listNews } from "./models/news.server.ts";
import { institution } from "./settings/institution.ts";
import type { Route } from "./+types/root";
import "./app.css";

export async function loader({ context }: Route.LoaderArgs) {
  const { db, siteUrl } = context.services;
  const [latestNews, socialLinks] = await Promise.all([listNews(db, "SN"), listNews(db, "SM")]);
  return { siteUrl, latestNews, socialLinks, year: new Date().getFullYear() };
}

/** The shell's data rarely changes; client navigations do not fetch it again. */
export const shouldRevalidate = () => false;

export const meta: Route.MetaFunction = ({ error }) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title = status === 404 ? t("notFound.title") : status === 403 ? t("forbidden.title") : t("error.title");
  return [{ title: `${title} | ${institution.shortName}` }, { name: "robots", content: "noindex" }];
};

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/icon-192.png", type: "image/png", sizes: "192x192" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  // The staff console has its own plain frame: no ticker, public menu or footer.
  const { pathname } = useLocation();
  const staffArea = /^\/admin(\/|$)/.test(pathname);
  // On a page that is itself a form the sticky button would only cover fields; elsewhere the page keeps room for it.
  const stickyEnquiry = !staffArea && !formsPages.some((page) => `/${page.path}` === pathname);
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2463" />
        <Meta />
        <Links />
      </head>
      <body id="top" className={`flex min-h-dvh flex-col ${stickyEnquiry ? "pb-16 md:pb-0" : ""}`}>
        <a
          href="#main"
          className="sr-only z-50 bg-accent-400 px-4 py-2 font-semibold text-slate-900 focus:not-sr-only focus:fixed focus:left-2 focus:top-2"
        >
          {t("site.skipToContent")}
        </a>
        {staffArea ? (
          <StaffHeader />
        ) : (
          <>
            <NewsTicker items={data?.latestNews ?? []} />
            <SiteHeader />
          </>
        )}
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        {staffArea ? null : (
          <SiteFooter socialLinks={data?.socialLinks ?? []} year={data?.year ?? new Date().getFullYear()} />
        )}
        {stickyEnquiry ? <StickyEnquiryButton /> : null}
        <Toaster position={TOAST_POSITION} duration={TOAST_DURATION_MS} closeButton richColors />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <>
        <PageBanner title={t("forbidden.title")} />
        <p className="mx-auto max-w-3xl px-4 py-16 text-center text-lg">{t("forbidden.text")}</p>
      </>
    );
  }
  console.error(error);
  return (
    <>
      <PageBanner title={t("error.title")} />
      <p className="mx-auto max-w-3xl px-4 py-16 text-center text-lg">{t("error.text")}</p>
    </>
  );
}
