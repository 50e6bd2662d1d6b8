import { useT } from "~/lib/language.tsx";
import { staffClass } from "./staff-ui.tsx";

/**
 * "Preview" of any revision: posts to the page's preview address, which makes a private link for an hour and
 * opens it. A plain form (no client navigation), so the preview loads as a whole public page in the public shell.
 */
export function PolicyPreviewForm({
  pageId,
  revisions,
  publishedRevision,
}: {
  pageId: number;
  revisions: number[];
  publishedRevision: number | null;
}) {
  const t = useT();
  return (
    <section aria-labelledby="preview" className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h2 id="preview" className="text-lg font-semibold">
        {t("console.preview.heading")}
      </h2>
      <p className="text-sm text-slate-700">{t("console.preview.hint")}</p>
      <form method="post" action={`/admin/pages/${pageId}/preview`} className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="preview-revision" className={staffClass.label}>
            {t("console.preview.revision")}
          </label>
          <select id="preview-revision" name="revision" defaultValue={revisions[0]} className={staffClass.input}>
            {revisions.map((revision) => (
              <option key={revision} value={revision}>
                {revision === publishedRevision
                  ? t("console.preview.revisionPublished", { revision })
                  : t("console.preview.revisionOption", { revision })}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={staffClass.button}>
          {t("console.preview.button")}
        </button>
      </form>
    </section>
  );
}
