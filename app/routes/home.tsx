import type { ShouldRevalidateFunction } from "react-router";
import { Link } from "~/components/router-links.tsx";
import { ContactForm } from "~/components/forms/contact-form.tsx";
import { CallBackButton } from "~/components/forms/call-back-button.tsx";
import { BannerSlider } from "~/components/home/banner-slider.tsx";
import { renderHomeSections } from "~/components/home/home-sections.server.tsx";
import { PlacedStudents } from "~/components/home/placed-students.tsx";
import { ScholarshipNotice } from "~/components/home/scholarship-notice.tsx";
import { isNoticeDismissed } from "~/lib/notice-dismissal.ts";
import { useT } from "~/lib/language.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { languageOf, translator } from "~/messages/catalogue.ts";
import { listBanners } from "~/models/banners.server.ts";
import { publishedPageAt, revisedOn } from "~/lib/published-page.server.ts";
import { documentInfo } from "~/models/content.server.ts";
import { listNews, listSecondLinks } from "~/models/news.server.ts";
import { listPlacedStudents } from "~/models/placed-students.server.ts";
import { listProgrammeChoices, listSeats } from "~/models/programmes.server.ts";
import { institution } from "~/settings/institution.ts";
import type { Route } from "./+types/home";
import type { RouteHandle } from "~/lib/route-handle.ts";

/**
 * The carousels, the scholarship notice, the call-back dialog and the contact form run in the browser; the other
 * sections come as HTML from the loader and bring no code (decision 029).
 */
export const handle: RouteHandle = { hydrate: true };

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { db } = context.services;
  const home = await publishedPageAt(db, url, "home");
  const content = home.document;
  const programmesQuery = listProgrammeChoices(db);
  const [banners, seats, notices, usefulLinks, importantLinks, secondLinks, students] = await Promise.all([
    listBanners(db),
    listSeats(db),
    listNews(db, "NB"),
    listNews(db, "UL"),
    listNews(db, "IL"),
    listSecondLinks(db),
    listPlacedStudents(db),
  ]);
  const approvals = content.approvals.map((year) => ({
    academicYear: year.academicYear,
    documents: year.documents.map((doc) => documentInfo(doc.file, doc.title)),
  }));
  const language = languageOf(request);
  const sections = renderHomeSections(
    {
      content,
      approvals,
      banners,
      seats,
      notices,
      usefulLinks,
      importantLinks,
      secondLinks,
      students,
      noticeDismissed: isNoticeDismissed(request.headers.get("cookie")),
      revisedOn: revisedOn([home]),
    },
    language,
    translator(language),
  );
  return {
    sections,
    programmes: await programmesQuery,
  };
}

/** The home page's forms post elsewhere and change nothing shown here: no reload of its data after them. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) =>
  contentMeta(args, pageHead(args.matches, "home", { name: institution.name }));

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { sections } = loaderData;
  return (
    <>
      <h1 className="sr-only">{institution.name}</h1>
      <BannerSlider slides={sections.banners} />
      {sections.notice === null ? null : <ScholarshipNotice html={sections.notice} />}
      <section aria-labelledby="enquire" className="bg-brand-50">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-4">
          <h2 id="enquire" className="mr-auto text-lg font-semibold text-brand-900">
            {t("forms.home.heading")}
          </h2>
          <CallBackButton programmes={loaderData.programmes} />
          <Link to="/enquiry" className="font-semibold text-brand-700 underline">
            {t("forms.enquiryPage")}
          </Link>
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12" dangerouslySetInnerHTML={{ __html: sections.main }} />
      <PlacedStudents slides={sections.students} />
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12">
        <div className="space-y-14" dangerouslySetInnerHTML={{ __html: sections.showcase }} />
        <div id="contact-form" className="rounded-lg border border-slate-200 p-4 sm:p-6">
          <ContactForm id="home-contact" returnTo="/" />
        </div>
        <div dangerouslySetInnerHTML={{ __html: sections.partnership }} />
        <div dangerouslySetInnerHTML={{ __html: sections.updated }} />
      </div>
    </>
  );
}
