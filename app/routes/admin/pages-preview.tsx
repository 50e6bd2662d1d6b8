import { pageViewComponents } from "./pages-preview-views.tsx";
import { istDate } from "~/core/format-date.ts";
import { istDateTime } from "~/core/inbox/ist-day.ts";
import { notFound } from "~/core/not-found.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { pageViewOf } from "~/routes/page-views.ts";
import { pageViewData } from "~/routes/page-views.server.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import { findPreview } from "~/models/page-previews.server.ts";
import { checkDocument, isPageShape } from "~/schemas/page-shapes.ts";
import type { Route } from "./+types/pages-preview";

/**
 * A revision behind a private preview link, inside the public shell, with a banner saying it is not published. It
 * is drawn by the component and the loading of the public route module that draws the page at its address
 * (app/routes/page-views.ts): exactly as the public would see it, what it reads beside its document (seats, a shared
 * block, document sizes) read as that page reads it. The path is under /admin, so the page cache never stores it
 * and every answer says no-store; the page asks search engines not to index it. An unknown or expired link is 404.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { db } = context.services;
  const preview = await findPreview(db, params.token ?? "");
  if (!preview || !isPageShape(preview.shape)) throw notFound();
  const view = pageViewOf(preview.path, preview.shape);
  const checked = checkDocument(preview.shape, preview.document);
  if (!view || !checked.ok) throw notFound();
  // "Last updated" as the page would show it if this revision were published now (decision 038).
  const source = {
    shape: preview.shape,
    title: preview.title,
    document: checked.value,
    publishedOn: istDate(new Date().toISOString()),
  };
  const { siteUrl, sharedReads } = context.services;
  const page = (await pageViewData[view]({ db, request, siteUrl, sharedReads }, source as never)) as {
    revisedOn: string;
  };
  return {
    shape: preview.shape,
    view,
    revision: preview.revision,
    expiresAt: preview.expiresAt,
    document: checked.value,
    page,
    revisedOn: page.revisedOn,
  };
}

export const headers = () => ({ "X-Robots-Tag": "noindex", "Cache-Control": "no-store" });

export const meta: Route.MetaFunction = ({ location, matches, loaderData }) => {
  const t = translator(languageOfPath(location.pathname));
  const document = loaderData?.document as { title?: string; description?: string } | undefined;
  return pageMeta({
    title: t("console.preview.banner", { revision: loaderData?.revision ?? 0 }),
    description: document?.description ?? document?.title ?? "",
    location,
    matches,
    social: false,
    noindex: true,
  });
};

export default function PagePreview({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const PublicPage = pageViewComponents[loaderData.view];
  return (
    <>
      <div role="note" className="border-y-4 border-amber-600 bg-amber-100 px-4 py-3 text-amber-950">
        <p className="mx-auto max-w-6xl text-lg font-bold">
          {t("console.preview.banner", { revision: loaderData.revision })}
        </p>
        <p className="mx-auto max-w-6xl text-sm">
          {t("console.preview.bannerHint", { at: istDateTime(loaderData.expiresAt) })}
        </p>
      </div>
      <PublicPage page={loaderData.page as never} />
    </>
  );
}
