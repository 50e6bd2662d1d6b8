import type { Kysely } from "kysely";
import type { Database } from "../../db/schema.ts";
import type { AppServices } from "~/context.ts";
import { linkedHrefs } from "~/components/content/document-sizes.tsx";
import { renderHomeSections } from "~/components/home/home-sections.server.tsx";
import { isNoticeDismissed } from "~/lib/notice-dismissal.ts";
import { languageOf, translator } from "~/messages/catalogue.ts";
import { listBanners } from "~/models/banners.server.ts";
import { documentInfo } from "~/models/content.server.ts";
import { documentSizes } from "~/models/documents.server.ts";
import { listNewsOfKinds, secondLinks } from "~/models/news.server.ts";
import { listPlacedStudents } from "~/models/placed-students.server.ts";
import { listProgrammeChoices, listSeats } from "~/models/programmes.server.ts";
import type { PageShape, ShapeDocument } from "~/schemas/page-shapes.ts";
import type { PageView, pageViewShapes } from "./page-views.ts";
import { publishedBlock, publishedPageAt, revisedOn } from "~/lib/published-page.server.ts";
import { PRIVACY_POLICY_PATH, rightsSection } from "~/lib/privacy-notice.server.ts";
import { pagePathOf } from "~/messages/language-path.ts";

/*
 * What each view (app/routes/page-views.ts) draws a page with: its document, and what it reads beside it (seats,
 * document sizes, a shared block). The public route module's loader and a preview both call the same function, the
 * first with the published revision, the second with the revision previewed.
 */

/** The request a view is drawn for: its database handle, and the request itself (language, cookies). */
export interface ViewContext {
  db: Kysely<Database>;
  /** Lists many renders read alike, kept until they could differ (decision 076). */
  sharedReads: AppServices["sharedReads"];
  request: Request;
  /** The site's own address: links elsewhere are marked as leaving the site (decision 050). */
  siteUrl: string;
}

/** A revision of a page to draw: published (its day of publishing), or previewed (today, as if published now). */
export interface ViewSource<S extends PageShape> {
  shape: S;
  title: string;
  document: ShapeDocument<S>;
  publishedOn: string;
  /** Texts shown in English on a page in another language (decision 066); a preview counts none. */
  untranslated?: number;
  /** Those texts, each once, which the page marks as English (decision 069). */
  english?: readonly string[];
}

/** A revision of one of several shapes (the catch-all draws two). */
type ViewSources<S extends PageShape> = S extends PageShape ? ViewSource<S> : never;

/** The document as its components take it, with its "Last updated" date beside. */
export const datedDocument = <S extends PageShape>(_context: ViewContext, page: ViewSource<S>) => ({
  ...page.document,
  revisedOn: revisedOn([page]),
});

/** A text page: its own date, if it carries one, is its "Last updated"; a link to a document says its size. */
export async function policyPageData({ db, request }: ViewContext, page: ViewSource<"policy">) {
  const documents = await documentSizes(db, linkedHrefs(page.document.sections));
  // The privacy policy ends with the rights and the grievance officer of the privacy notice (decision 064).
  const privacy = pagePathOf(new URL(request.url).pathname).toLowerCase() === PRIVACY_POLICY_PATH;
  const sections = privacy
    ? [...page.document.sections, rightsSection(await publishedBlock(db, "privacy-notice"), languageOf(request))]
    : page.document.sections;
  return { ...page.document, sections, revisedOn: revisedOn([page], page.document.lastUpdated), documents };
}

/** The placement policy: its text, then the rules it shares with the placement cell's page (one block). */
export async function placementPolicyData({ db, request }: ViewContext, page: ViewSource<"policy">) {
  const rules = await publishedBlock(db, "placement-rules", languageOf(request));
  return {
    ...page.document,
    rules: rules.document.rules,
    revisedOn: revisedOn([page, rules], page.document.lastUpdated),
    untranslated: (page.untranslated ?? 0) + rules.untranslated,
    english: [...(page.english ?? []), ...rules.english],
  };
}

/** The placement cell: its team, then the rules it shares with the placement policy (one block). */
export async function placementCellData({ db, request }: ViewContext, page: ViewSource<"placement-cell">) {
  const rules = await publishedBlock(db, "placement-rules", languageOf(request));
  return {
    ...page.document,
    rules: rules.document.rules,
    revisedOn: revisedOn([page, rules]),
    untranslated: (page.untranslated ?? 0) + rules.untranslated,
    english: [...(page.english ?? []), ...rules.english],
  };
}

export const nccData = (context: ViewContext, page: ViewSource<"ncc">) => ({
  ...datedDocument(context, page),
  letterDocument: documentInfo(page.document.letter.file, page.document.letter.title),
});

/** Products are in the document; brochure sizes come from the files themselves. */
export const productionUnitData = (context: ViewContext, page: ViewSource<"production-unit">) => ({
  ...datedDocument(context, page),
  products: page.document.products.map((product) => ({
    ...product,
    brochure: documentInfo(product.brochure.file, product.brochure.title),
  })),
});

/** A course page and its brochure; seats are kept in the database (the home page shows them too). */
const courseData = (page: ViewSource<"course-page">) => ({
  page: page.document,
  document: documentInfo(page.document.document.file, page.document.document.title),
  revisedOn: revisedOn([page]),
});

export async function bcaData({ db }: ViewContext, page: ViewSource<"course-page">) {
  const seats = (await listSeats(db))
    .filter((line) => line.seatGroup === "bca")
    .reduce((sum, line) => sum + line.seats, 0);
  return { ...courseData(page), seats };
}

/** "Diploma for Working Professionals: Civil" → "Civil"; a name without the prefix is shown whole. */
const branchName = (displayText: string) => displayText.split(":").pop()?.trim() || displayText;

export async function workingProfessionalData({ db }: ViewContext, page: ViewSource<"course-page">) {
  const seats = (await listSeats(db))
    .filter((line) => line.seatGroup === "working-professional")
    .map((line) => ({ branch: branchName(line.displayText), seats: line.seats }));
  return { ...courseData(page), seats };
}

/** A page an editor added: a text page's links to documents say their size, as on the site's own text pages. */
export async function addedPageData({ db }: ViewContext, page: ViewSources<"policy" | "advisory">) {
  if (page.shape === "advisory")
    return { shape: "advisory" as const, title: page.title, document: page.document, revisedOn: revisedOn([page]) };
  const documents = await documentSizes(db, linkedHrefs(page.document.sections));
  const revised = revisedOn([page], page.document.lastUpdated);
  return { shape: "policy" as const, title: page.title, document: page.document, documents, revisedOn: revised };
}

/** A public route's loader: the published page of `shape` at the request's address, loaded as its view loads it. */
export async function publishedView<S extends PageShape, D extends object>(
  {
    context,
    request,
    url,
  }: { context: { services: Pick<AppServices, "db" | "siteUrl" | "sharedReads"> }; request: Request; url: URL },
  shape: S,
  load: (context: ViewContext, page: ViewSource<S>) => D | Promise<D>,
): Promise<{ untranslated: number; english: readonly string[] } & D> {
  const { db, siteUrl, sharedReads } = context.services;
  const page = await publishedPageAt(db, url, shape);
  // What a view says itself (a page that prints a block counts the block's texts too) comes after.
  const view = await load({ db, request, siteUrl, sharedReads }, page);
  return { untranslated: page.untranslated, english: page.english, ...view };
}

/** The home page's day-to-day lists in a language, as the database has them: the same for every visitor. */
async function homeLists(db: Kysely<Database>, language: ReturnType<typeof languageOf>) {
  const [banners, seats, news, students, programmes] = await Promise.all([
    listBanners(db),
    listSeats(db),
    listNewsOfKinds(db, ["NB", "UL", "IL", "IM"], language),
    listPlacedStudents(db),
    listProgrammeChoices(db),
  ]);
  return { banners, seats, news, students, programmes };
}

/**
 * The home page: its own texts and lists from the document, the day-to-day lists (banners, seats, news, placed
 * students) from the database, read once per process until they could differ (decision 076); the sections that do
 * nothing in the browser are drawn here as HTML (decision 029).
 */
export async function homeData({ request, siteUrl, sharedReads }: ViewContext, home: ViewSource<"home">) {
  const content = home.document;
  const language = languageOf(request);
  const { banners, seats, news, students, programmes } = await sharedReads(`home-lists:${language}`, (db) =>
    homeLists(db, language),
  );
  const approvals = content.approvals.map((year) => ({
    academicYear: year.academicYear,
    documents: year.documents.map((doc) => documentInfo(doc.file, doc.title)),
  }));
  const sections = renderHomeSections(
    {
      content,
      approvals,
      banners,
      seats,
      notices: news.NB,
      usefulLinks: news.UL,
      importantLinks: news.IL,
      secondLinks: secondLinks(news.IM),
      students,
      noticeDismissed: isNoticeDismissed(request.headers.get("cookie")),
      revisedOn: revisedOn([home]),
      untranslated: home.untranslated ?? 0,
      english: home.english ?? [],
      siteUrl,
    },
    language,
    translator(language),
  );
  return { sections, programmes };
}

type ViewLoads = {
  [V in PageView]: (context: ViewContext, page: ViewSources<(typeof pageViewShapes)[V][number]>) => unknown;
};

/** Each view's loading, by the route module it is (app/routes/page-views.ts). */
export const pageViewData = {
  "routes/home.tsx": homeData,
  "routes/about/about-us.tsx": datedDocument,
  "routes/about/mission-vision.tsx": datedDocument,
  "routes/about/pedagogy.tsx": datedDocument,
  "routes/about/why-gumla.tsx": datedDocument,
  "routes/about/anti-ragging.tsx": datedDocument,
  "routes/about/placement-policy.tsx": placementPolicyData,
  "routes/about/policy-page.tsx": policyPageData,
  "routes/about/scholarship.tsx": datedDocument,
  "routes/about/ncc.tsx": nccData,
  "routes/people/governors.tsx": datedDocument,
  "routes/people/advisory.tsx": datedDocument,
  "routes/people/principal.tsx": datedDocument,
  "routes/people/visiting-faculty.tsx": datedDocument,
  "routes/people/admission-department.tsx": datedDocument,
  "routes/people/placement-cell.tsx": placementCellData,
  "routes/people/director-message.tsx": datedDocument,
  "routes/courses/curriculum-page.tsx": datedDocument,
  "routes/courses/bca.tsx": bcaData,
  "routes/courses/diploma-working-professional.tsx": workingProfessionalData,
  "routes/facilities/fees-page.tsx": datedDocument,
  "routes/facilities/campus.tsx": datedDocument,
  "routes/facilities/production-unit.tsx": productionUnitData,
  "routes/facilities/virtual-lab.tsx": datedDocument,
  "routes/added-page.tsx": addedPageData,
} satisfies ViewLoads;
