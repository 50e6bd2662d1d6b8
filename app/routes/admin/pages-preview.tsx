import type { ComponentType } from "react";
import { istDate } from "~/core/format-date.ts";
import { istDateTime } from "~/core/inbox/ist-day.ts";
import { notFound } from "~/core/not-found.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import { findPreview } from "~/models/page-previews.server.ts";
import { checkDocument, isPageShape } from "~/schemas/page-shapes.ts";
import { FeeStructure } from "~/components/content/fee-table.tsx";
import { PolicyDocument } from "~/components/content/policy-text.tsx";
import type { Route } from "./+types/pages-preview";
import { previewableShapes } from "./pages-preview-shapes.ts";

/**
 * The component each shape's public route module draws its whole page with (about/policy-page.tsx,
 * facilities/fees-page.tsx), given the validated document as that module's loader gives it: the preview is drawn
 * exactly as the public would see it, by the same code. (A route module's default export cannot be reused: the
 * build wraps it to read its own route's loader data.)
 */
const publicPages: Record<string, ComponentType<{ document: never }>> = {
  policy: ({ document }) => <PolicyDocument policy={document} />,
  fees: ({ document }) => <FeeStructure fees={document} />,
};

/**
 * A revision behind a private preview link, inside the public shell, with a banner saying it is not published.
 * The path is under /admin, so the page cache never stores it and every answer says no-store; the page asks
 * search engines not to index it. An unknown or expired link is 404.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const preview = await findPreview(context.services.db, params.token ?? "");
  if (!preview || !isPageShape(preview.shape) || !previewableShapes.has(preview.shape)) throw notFound();
  const checked = checkDocument(preview.shape, preview.document);
  if (!checked.ok) throw notFound();
  // "Last updated" as the page would show it if this revision were published now (decision 038).
  const own = (checked.value as { lastUpdated?: string }).lastUpdated;
  const revisedOn = own ?? istDate(new Date().toISOString());
  return {
    shape: preview.shape,
    revision: preview.revision,
    expiresAt: preview.expiresAt,
    document: checked.value,
    revisedOn,
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
  const PublicPage = publicPages[loaderData.shape];
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
      {PublicPage ? <PublicPage document={loaderData.document as never} /> : null}
    </>
  );
}
