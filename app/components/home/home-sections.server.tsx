import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { Link } from "~/components/router-links.tsx";
import { LastUpdated } from "~/components/content/last-updated.tsx";
import { SmartLink } from "~/components/smart-link.tsx";
import { LanguageProvider } from "~/lib/language.tsx";
import { SiteAddressProvider } from "~/lib/site-address.tsx";
import { type DrawnHtml, onceInDocument } from "~/lib/drawn-html.tsx";
import { HOME_BLOCK_IDS, HOME_SLIDE_IDS, NOTICE_ID, slideId } from "./home-ids.ts";
import { STUDENT_LOGIN_LINK_ID } from "~/lib/links.ts";
import type { Language, Translate } from "~/messages/catalogue.ts";
import type { Banner } from "~/models/banners.server.ts";
import type { DocumentInfo } from "~/models/content.server.ts";
import type { NewsItem } from "~/models/news.server.ts";
import type { PlacedStudent } from "~/models/placed-students.server.ts";
import type { SeatLine } from "~/models/programmes.server.ts";
import type { HomeContent } from "~/schemas/content/home.ts";
import { Courses } from "./courses.tsx";
import { LinkList } from "./link-list.tsx";
import { NoticeBoard } from "./notice-board.tsx";
import { NoticeBox } from "./scholarship-notice.tsx";
import { DocumentImage } from "~/components/content/document-image.tsx";
import { Approvals, LogoWall, Videos } from "./showcase.tsx";
import { BannerSlide, StudentSlide } from "./slides.server.tsx";
import { DocumentText, EnglishTexts } from "~/components/content/english-text.tsx";

/**
 * The home page's sections that do nothing in the browser, drawn here as HTML (decision 029): the page puts the
 * markup in place and hydrates only what runs (the carousels, the notice, the call-back button, the contact form),
 * so their code never reaches the browser (the notice's box too: only its closing runs there). Links in them are
 * plain links: the pages they lead to are the server's.
 */
export interface HomeSectionsHtml {
  /** Welcome, notice board, courses, director, link lists, approvals. */
  main: string;
  /** Tie-ups, recruiters, videos. */
  showcase: string;
  partnership: string;
  /** "Last updated" with the day of the home page's published revision. */
  updated: string;
  /** The scholarship notice, unless the visitor closed it. */
  notice: { html: string } | null;
  banners: string[];
  students: string[];
}

type HomeBlock = keyof typeof HOME_BLOCK_IDS;

/**
 * The sections as the page's data carries them: on a page's first load, every piece of markup is `null` (it is in the
 * document); the notice is `null` when it is not shown.
 */
export type HomeSectionsData = Record<HomeBlock, string | null> & {
  notice: { html: string | null } | null;
  banners: (string | null)[];
  students: (string | null)[];
};

/** The home page's markup set aside for the document on a page's first load (decision 073). */
export function sectionsOnceInDocument(sections: HomeSectionsHtml, drawn: DrawnHtml | undefined): HomeSectionsData {
  const blocks = Object.entries(HOME_BLOCK_IDS).map(([block, id]) => [
    block,
    onceInDocument(drawn, id, sections[block as HomeBlock]),
  ]);
  const slides = (prefix: string, htmls: string[]) =>
    htmls.map((html, i) => onceInDocument(drawn, slideId(prefix, i), html));
  return {
    ...(Object.fromEntries(blocks) as Record<HomeBlock, string | null>),
    notice: sections.notice === null ? null : { html: onceInDocument(drawn, NOTICE_ID, sections.notice.html) },
    banners: slides(HOME_SLIDE_IDS.banners, sections.banners),
    students: slides(HOME_SLIDE_IDS.students, sections.students),
  };
}

interface Data {
  content: HomeContent;
  approvals: { academicYear: string; documents: DocumentInfo[] }[];
  banners: Banner[];
  seats: SeatLine[];
  notices: NewsItem[];
  usefulLinks: NewsItem[];
  importantLinks: NewsItem[];
  secondLinks: { id: number; titleHtml: string; lang?: "en"; targetLink: string }[];
  students: PlacedStudent[];
  noticeDismissed: boolean;
  /** YYYY-MM-DD: the day (IST) the home page's document was published. */
  revisedOn: string;
  /** Texts of the document shown in English on the Hindi home page (decision 066), and which (decision 069). */
  untranslated: number;
  english: readonly string[];
  /** The site's own address: links to any other host say they lead to another website. */
  siteUrl: string;
}

/** A link of a list; a title without Hindi, on the Hindi home page, is marked as English (decision 069). */
/**
 * A link of the home page's lists as it is shown: the Student Login link by its text in the page's language (in
 * English "Student Login", spec §2), any other by its title, marked as English where it has no Hindi.
 */
const linkText = (link: { id: number; title: string; lang?: "en" }, t: Translate) =>
  link.id === STUDENT_LOGIN_LINK_ID ? { text: t("links.studentLogin") } : { text: link.title, lang: link.lang };

const plainLink = (t: Translate) => (link: { id: number; title: string; lang?: "en"; targetLink: string }) => {
  const { text, lang } = linkText(link, t);
  return { key: link.id, to: link.targetLink, label: lang ? <span lang={lang}>{text}</span> : text };
};

export function renderHomeSections(data: Data, language: Language, t: Translate): HomeSectionsHtml {
  const english = new Set(data.english);
  const html = (node: ReactNode) =>
    renderToStaticMarkup(
      <LanguageProvider value={language}>
        <SiteAddressProvider value={data.siteUrl}>
          <EnglishTexts.Provider value={english}>
            <MemoryRouter>{node}</MemoryRouter>
          </EnglishTexts.Provider>
        </SiteAddressProvider>
      </LanguageProvider>,
    );
  const { welcome, director, partnership } = data.content;
  return {
    main: html(
      <>
        <div className="grid gap-10 lg:grid-cols-3">
          <section aria-labelledby="welcome" className="space-y-4 leading-relaxed lg:col-span-2">
            <h2 id="welcome" className="text-2xl font-bold text-brand-900">
              <DocumentText text={welcome.heading} />
            </h2>
            {welcome.paragraphs.map((paragraph) => (
              <p key={paragraph}>
                <DocumentText text={paragraph} />
              </p>
            ))}
            <ul className="flex flex-wrap gap-3">
              {welcome.links.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="inline-block rounded bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
                  >
                    <DocumentText text={link.title} />
                  </Link>
                </li>
              ))}
            </ul>
          </section>
          <NoticeBoard items={data.notices} />
        </div>
        <Courses seats={data.seats} />
        <div className="grid gap-10 lg:grid-cols-3">
          <section
            aria-labelledby="director"
            className="flex flex-col gap-4 rounded-lg bg-slate-50 p-6 sm:flex-row lg:col-span-2"
          >
            <DocumentImage
              src={director.photo.src}
              alt={director.name}
              width={director.photo.width}
              height={director.photo.height}
              widths={[160, 320]}
              sizes="128px"
              className="h-32 w-32 shrink-0 rounded-full object-cover"
            />
            <div className="space-y-3 leading-relaxed">
              <h2 id="director" className="text-2xl font-bold text-brand-900">
                <DocumentText text={director.heading} />
              </h2>
              {director.excerpt.map((paragraph) => (
                <p key={paragraph}>
                  <DocumentText text={paragraph} />
                </p>
              ))}
              <p className="font-semibold">
                {director.name}, {director.role}
              </p>
              <Link to={director.link.href} className="font-semibold text-brand-700 underline">
                <DocumentText text={director.link.title} />
              </Link>
            </div>
          </section>
          <div className="space-y-8">
            <LinkList id="useful-links" title={t("home.usefulLinks")} links={data.usefulLinks.map(plainLink(t))} />
            <LinkList
              id="important-links"
              title={t("home.importantLinks")}
              links={data.importantLinks.map(plainLink(t))}
            />
            <LinkList
              id="more-links"
              title={t("home.moreLinks")}
              links={data.secondLinks.map((link) => ({
                key: link.id,
                to: link.targetLink,
                // Sanitised on the server (listSecondLinks) before it reaches the page.
                label: <span lang={link.lang} dangerouslySetInnerHTML={{ __html: link.titleHtml }} />,
              }))}
            />
          </div>
        </div>
        <Approvals years={data.approvals} />
      </>,
    ),
    showcase: html(
      <>
        <LogoWall id="tie-ups" title={t("home.tieUps")} logos={data.content.tieUps} />
        <LogoWall id="recruiters" title={t("home.recruiters")} logos={data.content.recruiters} />
        <Videos videos={data.content.videos} />
      </>,
    ),
    partnership: html(
      <section aria-labelledby="partnership" className="rounded-lg bg-brand-800 p-6 text-white">
        <h2 id="partnership" className="text-xl font-bold">
          {t("home.partnership")}
        </h2>
        <p className="mt-2">
          <DocumentText text={partnership.text} />
        </p>
        <SmartLink to={partnership.href} className="mt-3 inline-block font-semibold text-accent-400 underline">
          <DocumentText text={partnership.title} />
        </SmartLink>
      </section>,
    ),
    updated: html(
      <>
        {data.untranslated > 0 ? (
          <p className="mb-4 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            {t("content.untranslated")}
          </p>
        ) : null}
        <LastUpdated date={data.revisedOn} />
      </>,
    ),
    notice: data.noticeDismissed ? null : { html: html(<NoticeBox notice={data.content.scholarshipNotice} />) },
    banners: data.banners.map((banner, i) => html(<BannerSlide banner={banner} first={i === 0} />)),
    students: data.students.map((student) => html(<StudentSlide student={student} />)),
  };
}
