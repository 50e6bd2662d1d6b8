import type { ShouldRevalidateFunction } from "react-router";
import { Link } from "~/components/router-links.tsx";
import { ContactForm } from "~/components/forms/contact-form.tsx";
import { CallBackButton } from "~/components/forms/call-back-button.tsx";
import { BannerSlider } from "~/components/home/banner-slider.tsx";
import { Courses } from "~/components/home/courses.tsx";
import { LinkList } from "~/components/home/link-list.tsx";
import { NoticeBoard } from "~/components/home/notice-board.tsx";
import { PlacedStudents } from "~/components/home/placed-students.tsx";
import { ScholarshipNotice } from "~/components/home/scholarship-notice.tsx";
import { Approvals, LogoWall, Videos } from "~/components/home/showcase.tsx";
import { SmartLink } from "~/components/smart-link.tsx";
import { linkText } from "~/lib/links.ts";
import { isNoticeDismissed } from "~/lib/notice-dismissal.ts";
import { useT } from "~/lib/language.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { listBanners } from "~/models/banners.server.ts";
import { documentInfo, loadContent } from "~/models/content.server.ts";
import { listNews, listSecondLinks } from "~/models/news.server.ts";
import { listPlacedStudents } from "~/models/placed-students.server.ts";
import { listProgrammeChoices, listSeats } from "~/models/programmes.server.ts";
import { contentSchema } from "~/schemas/content/home.ts";
import { institution } from "~/settings/institution.ts";
import type { Route } from "./+types/home";
import type { RouteHandle } from "~/lib/route-handle.ts";

/** The banner carousel, the call-back dialog and the contact form run in the browser. */
export const handle: RouteHandle = { hydrate: true };

export async function loader({ context, request }: Route.LoaderArgs) {
  const { db } = context.services;
  const content = loadContent(contentSchema, "home/home");
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
  return {
    content,
    approvals,
    banners,
    seats,
    notices,
    usefulLinks,
    importantLinks,
    secondLinks,
    students,
    programmes: await programmesQuery,
    noticeDismissed: isNoticeDismissed(request.headers.get("cookie")),
  };
}

/** The home page's forms post elsewhere and change nothing shown here: no reload of its data after them. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) =>
  contentMeta(args, pageHead(args.matches, "home", { name: institution.name }));

const plainLink = (link: { id: number; title: string; targetLink: string }) => ({
  key: link.id,
  to: link.targetLink,
  label: linkText(link),
});

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { content, approvals, banners, seats, notices, usefulLinks, importantLinks, secondLinks, students } =
    loaderData;
  const { welcome, director } = content;
  return (
    <>
      <h1 className="sr-only">{institution.name}</h1>
      <BannerSlider banners={banners} />
      {loaderData.noticeDismissed ? null : <ScholarshipNotice notice={content.scholarshipNotice} />}
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
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12">
        <div className="grid gap-10 lg:grid-cols-3">
          <section aria-labelledby="welcome" className="space-y-4 leading-relaxed lg:col-span-2">
            <h2 id="welcome" className="text-2xl font-bold text-brand-900">
              {welcome.heading}
            </h2>
            {welcome.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            <ul className="flex flex-wrap gap-3">
              {welcome.links.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="inline-block rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                  >
                    {link.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <NoticeBoard items={notices} />
        </div>
        <Courses seats={seats} />
        <div className="grid gap-10 lg:grid-cols-3">
          <section
            aria-labelledby="director"
            className="flex flex-col gap-4 rounded-lg bg-slate-50 p-6 sm:flex-row lg:col-span-2"
          >
            <img
              src={director.photo}
              alt={director.name}
              width={400}
              height={400}
              loading="lazy"
              className="h-32 w-32 shrink-0 rounded-full object-cover"
            />
            <div className="space-y-3 leading-relaxed">
              <h2 id="director" className="text-2xl font-bold text-brand-900">
                {director.heading}
              </h2>
              {director.excerpt.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <p className="font-semibold">
                {director.name}, {director.role}
              </p>
              <Link to={director.link.href} className="font-semibold text-brand-700 underline">
                {director.link.title}
              </Link>
            </div>
          </section>
          <div className="space-y-8">
            <LinkList id="useful-links" title={t("home.usefulLinks")} links={usefulLinks.map(plainLink)} />
            <LinkList id="important-links" title={t("home.importantLinks")} links={importantLinks.map(plainLink)} />
            <LinkList
              id="more-links"
              title={t("home.moreLinks")}
              links={secondLinks.map((link) => ({
                key: link.id,
                to: link.targetLink,
                // Sanitised on the server (listSecondLinks) before it reaches the page.
                label: <span dangerouslySetInnerHTML={{ __html: link.titleHtml }} />,
              }))}
            />
          </div>
        </div>
        <Approvals years={approvals} />
      </div>
      <PlacedStudents students={students} />
      <div className="mx-auto max-w-7xl space-y-14 px-4 py-12">
        <LogoWall id="tie-ups" title={t("home.tieUps")} logos={content.tieUps} />
        <LogoWall id="recruiters" title={t("home.recruiters")} logos={content.recruiters} />
        <Videos videos={content.videos} />
        <div id="contact-form" className="rounded-lg border border-slate-200 p-4 sm:p-6">
          <ContactForm id="home-contact" returnTo="/" />
        </div>
        <section aria-labelledby="partnership" className="rounded-lg bg-brand-800 p-6 text-white">
          <h2 id="partnership" className="text-xl font-bold">
            {t("home.partnership")}
          </h2>
          <p className="mt-2">{content.partnership.text}</p>
          <SmartLink
            to={content.partnership.href}
            className="mt-3 inline-block font-semibold text-accent-400 underline"
          >
            {content.partnership.title}
          </SmartLink>
        </section>
      </div>
    </>
  );
}
