import { istDateTime } from "~/core/inbox/ist-day.ts";
import { useT } from "~/lib/language.tsx";
import type { MessageKey } from "~/messages/catalogue.ts";
import type { PageListItem } from "~/models/page-list.server.ts";

const stateLabel = (state: PageListItem["state"]) => `console.pages.state.${state}` as const satisfies MessageKey;

const stateClass: Record<PageListItem["state"], string> = {
  draft: "border-slate-500 bg-slate-100 text-slate-900",
  scheduled: "border-amber-700 bg-amber-50 text-amber-900",
  published: "border-green-700 bg-green-50 text-green-900",
};

/** A page's state in words (never by colour alone), with a newer unpublished draft and a pending publish named. */
export function PageStateBadge({ page }: { page: PageListItem }) {
  const t = useT();
  return (
    <>
      <span className={`inline-block rounded border px-2 py-0.5 font-semibold ${stateClass[page.state]}`}>
        {t(stateLabel(page.state))}
      </span>
      {page.scheduledAt ? (
        <span className="block text-xs">{t("console.pages.scheduledFor", { at: istDateTime(page.scheduledAt) })}</span>
      ) : null}
      {page.publishedRevision !== null && page.unpublishedChanges ? (
        <span className="block text-xs">{t("console.pages.unpublishedChanges")}</span>
      ) : null}
    </>
  );
}

/** When the public's revision was published and by whom (the first content has no person). */
export function PublishedCell({ page }: { page: PageListItem }) {
  const t = useT();
  if (!page.publishedAt) return <>{t("console.pages.never")}</>;
  const at = istDateTime(page.publishedAt);
  return (
    <>
      {page.publishedBy
        ? t("console.pages.publishedBy", { at, name: page.publishedBy.name || page.publishedBy.email })
        : t("console.pages.publishedBySeed", { at })}
    </>
  );
}
