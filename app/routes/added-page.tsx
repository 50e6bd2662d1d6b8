import { data, redirect } from "react-router";
import { AddedPageDocument } from "~/components/content/added-page-document.tsx";
import { linkedHrefs } from "~/components/content/document-sizes.tsx";
import { NotFound } from "~/components/not-found.tsx";
import { contentMeta, errorMeta } from "~/lib/meta.ts";
import { type AddedPage, getPublishedAddedPage, isGone } from "~/models/added-pages.server.ts";
import { documentSizes } from "~/models/documents.server.ts";
import { findRedirect } from "~/models/pages.server.ts";
import { languageOfPath, pagePathOf, pathIn } from "~/messages/language-path.ts";
import type { Route } from "./+types/added-page";

/**
 * Every path no route of the spec answers (decision 043): a published page an editor added there (looked up in any
 * letter case, as the router matches), else a 301 to where a moved page went (the query kept), else 410 where a
 * page was deleted (decision 049), else the 404 page. It reads through the page cache's tracked handle, so a
 * publish, unpublish, move or deletion shows at once in every process.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const db = context.services.db;
  // A Hindi address (/hi/…) shows the page at its English path; a move is followed in the address's language.
  const path = pagePathOf(url.pathname);
  // In Hindi, with its texts' current Hindi; the rest in English under a short notice (decision 066).
  const page = await getPublishedAddedPage(db, path, languageOfPath(url.pathname));
  const shown = page && { page, revisedOn: page.revisedOn, untranslated: page.untranslated, english: page.english };
  // A link to a document says "(PDF, 1.2 MB)" after it, as on the site's own text pages.
  if (shown?.page.shape === "policy")
    return { ...shown, documents: await documentSizes(db, linkedHrefs(shown.page.document.sections)) };
  if (shown) return { ...shown, documents: {} };
  const movedTo = await findRedirect(db, path);
  if (movedTo) throw redirect(`${pathIn(movedTo, languageOfPath(url.pathname))}${url.search}`, 301);
  if (await isGone(db, path)) return data({ gone: true } as const, { status: 410 });
  return data(null, { status: 404 });
}

/** At most the 160 characters search engines show, cut at a word. */
const clipped = (text: string) => (text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, "")}…`);

/** Title and description: a shape with a page head carries its own; a table of people has the page's title. */
function headOf(page: AddedPage): { title: string; description: string } {
  if ("description" in page.document) return { title: page.document.title, description: page.document.description };
  return { title: page.title, description: clipped(page.document.intro[0] ?? page.title) };
}

export const meta: Route.MetaFunction = (args) => {
  const answer = args.loaderData;
  if (!answer) return errorMeta(args, 404);
  if ("gone" in answer) return errorMeta(args, 410);
  return contentMeta(args, headOf(answer.page));
};

export default function AddedPageRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return <NotFound />;
  if ("gone" in loaderData) return <NotFound gone />;
  return <AddedPageDocument page={loaderData.page} documents={loaderData.documents} />;
}
