import type { ShouldRevalidateFunction } from "react-router";
import { HomePage } from "~/components/home/home-page.tsx";
import { contentMeta, pageHead } from "~/lib/meta.ts";
import { homeData, publishedView } from "~/routes/page-views.server.ts";
import { sectionsOnceInDocument } from "~/components/home/home-sections.server.tsx";
import type { RouteHandle } from "~/lib/route-handle.ts";
import { collegeOf } from "~/lib/college-of.ts";
import type { Route } from "./+types/home";

/**
 * The carousels, the scholarship notice, the call-back dialog and the contact form run in the browser; the other
 * sections come as HTML from the loader and bring no code (decision 029).
 */
export const handle: RouteHandle = { hydrate: true };

export async function loader(args: Route.LoaderArgs) {
  // The sections drawn on the server mark the texts shown in English themselves: their list stays on the server.
  const { english: _english, ...page } = await publishedView(args, "home", homeData);
  return { ...page, sections: sectionsOnceInDocument(page.sections, args.context.services.drawnHtml) };
}

/** The home page's forms post elsewhere and change nothing shown here: no reload of its data after them. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod === "POST" ? false : defaultShouldRevalidate;

export const meta: Route.MetaFunction = (args) =>
  contentMeta(args, pageHead(args.matches, "home", { name: collegeOf(args.matches).name }));

export default function Home({ loaderData }: Route.ComponentProps) {
  return <HomePage page={loaderData} />;
}
