import type { ReactNode } from "react";
import { Outlet, useMatches } from "react-router";
import { StickyEnquiryButton } from "~/components/forms/enquiry-buttons.tsx";
import { SentToast } from "~/components/forms/sent-toast.tsx";
import { useReturnPath } from "~/components/forms/use-return-path.ts";
import { RouteError } from "~/components/route-error.tsx";
import { NewsTicker } from "~/components/shell/news-ticker.tsx";
import { SiteFooter } from "~/components/shell/site-footer.tsx";
import { SiteHeader } from "~/components/shell/site-header.tsx";
import { collegeNames } from "~/lib/college-names.server.ts";
import { errorMeta } from "~/lib/meta.ts";
import { publishedBlock } from "~/lib/published-page.server.ts";
import { noticeView } from "~/lib/privacy-notice.server.ts";
import { noticeShown } from "~/components/forms/privacy-notice-body.server.tsx";
import { pageNeeds } from "~/lib/route-handle.ts";
import { languageOfPath } from "~/messages/language-path.ts";
import { readSiteMenu } from "~/models/menu.server.ts";
import { listNewsOfKinds } from "~/models/news.server.ts";
import type { Route } from "./+types/site-layout";

/**
 * The public shell's own data: the ticker's latest news, the menus (decision 044), the footer's social links, and the
 * privacy notice every visitor form shows beside its consent box (decision 064), in the page's language.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  // The same for every page in a language: read once, and again after a change (decision 076).
  const shell = await context.services.sharedReads(`site-layout:${language}`, async (db) => {
    const [news, menu, notice] = await Promise.all([
      listNewsOfKinds(db, ["SN", "SM"], language),
      readSiteMenu(db, language),
      publishedBlock(db, "privacy-notice"),
    ]);
    // A ticker title with no Hindi yet is marked English where it is drawn; the social networks' names are the same
    // in every language, so their list carries no language to the browser.
    const unmarked = <T extends { lang?: "en" }>({ lang: _lang, ...item }: T) => item;
    return {
      latestNews: news.SN,
      menu,
      socialLinks: news.SM.map(unmarked),
      privacyNotice: noticeShown(noticeView(notice, language)),
    };
  });
  return { ...shell, college: collegeNames(language), year: new Date().getFullYear() };
}

/** The shell's data rarely changes; client navigations do not fetch it again. */
export const shouldRevalidate = () => false;

/** Only reached when this layout's boundary shows an error of a page below it (the page's own meta is not run). */
export const meta: Route.MetaFunction = (args) => (args.error ? errorMeta(args) : []);

type ShellData = Route.ComponentProps["loaderData"] | undefined;

/** The lists the shell draws when its data could not load: one empty list, so its parts drawn once are kept once. */
const NOTHING: never[] = [];

/**
 * The public shell: news ticker, header and menu, footer, and on phones the sticky "Enquiry Now" button unless the
 * page says (in its `handle`) that it is a form itself.
 */
function PublicShell({ data, children }: { data: ShellData; children: ReactNode }) {
  const { stickyEnquiry } = pageNeeds(useMatches());
  const returnTo = useReturnPath();
  return (
    <>
      {/* React puts this in <head>: nothing is painted until the page down to the end of the footer is parsed, so a
          menu bar or a table seen half-parsed never shifts when the rest arrives, nor a footer pinned to the bottom of
          a short page grows upwards. */}
      <link rel="expect" href="#page-end" blocking="render" />
      <NewsTicker items={data?.latestNews ?? NOTHING} />
      <SiteHeader menu={data?.menu.header ?? NOTHING} name={data?.college.shortName} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
      <SentToast />
      <SiteFooter
        links={data?.menu.footer ?? NOTHING}
        socialLinks={data?.socialLinks ?? NOTHING}
        year={data?.year ?? new Date().getFullYear()}
        college={data?.college}
      />
      <div id="page-end" hidden />
      {stickyEnquiry ? (
        <>
          {/* Room below the footer, so the button covers nothing at the end of the page. */}
          <div aria-hidden="true" className="h-16 shrink-0 md:hidden" />
          <StickyEnquiryButton returnTo={returnTo} />
        </>
      ) : null}
    </>
  );
}

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PublicShell data={loaderData}>
      <Outlet />
    </PublicShell>
  );
}

/** An error of any public page (or of the shell's own data) is shown inside the shell. */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  return (
    <PublicShell data={loaderData as ShellData}>
      <RouteError error={error} />
    </PublicShell>
  );
}
