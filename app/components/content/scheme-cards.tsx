import "~/messages/static-page-messages.ts";
import { useT } from "~/lib/language.tsx";
import type { NoticePage, Scheme } from "~/schemas/content/scholarship.ts";
import { SmartLink } from "../smart-link.tsx";
import { DocumentImage, fullSizeHref } from "./document-image.tsx";
import { DocumentText } from "./english-text.tsx";

/**
 * A notice published only as scanned pages: the pages sit side by side in a row that scrolls on its own
 * (not the whole page), and the row takes keyboard focus so it can be scrolled with the arrow keys.
 */
function NoticePages({ name, pages }: { name: string; pages: NoticePage[] }) {
  const t = useT();
  return (
    <>
      <p className="mt-4 text-sm text-slate-600">{t("content.scheme.pagesHelp", { count: pages.length })}</p>
      <div
        role="region"
        aria-label={t("content.scheme.pagesLabel", { name, count: pages.length })}
        tabIndex={0}
        className="mt-2 flex snap-x gap-3 overflow-x-auto rounded border border-slate-200 bg-slate-50 p-3"
      >
        {pages.map((page) => (
          // Each page links to the full-size image, which a phone can zoom.
          <a key={page.src} href={fullSizeHref(page.src)} className="shrink-0 snap-start">
            <DocumentImage
              src={page.src}
              alt={page.alt}
              width={page.width}
              height={page.height}
              widths={[240, 320, 480, 640]}
              sizes="(min-width: 640px) 240px, 192px"
              className="h-auto w-48 rounded border border-slate-300 bg-white sm:w-60"
            />
          </a>
        ))}
      </div>
    </>
  );
}

/** The scholarship schemes as numbered cards, each with what it pays, its conditions and an Apply link. */
export function SchemeCards({ schemes }: { schemes: Scheme[] }) {
  const t = useT();
  return (
    <ol className="grid gap-6 md:grid-cols-2">
      {schemes.map((scheme) => (
        <li
          key={scheme.number}
          className={`flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm ${scheme.pages ? "md:col-span-2" : ""}`}
        >
          <h2 className="text-lg font-bold text-brand-900">
            <span className="block text-sm font-semibold uppercase tracking-wide text-accent-700">
              {t("content.scheme.number", { number: scheme.number })}
            </span>
            <DocumentText text={scheme.name} />
          </h2>
          {scheme.provider ? (
            <p className="text-sm text-slate-600">
              <DocumentText text={scheme.provider} />
            </p>
          ) : null}
          <div className="mt-3 space-y-1 text-lg font-semibold text-slate-900">
            {scheme.amounts.map((amount) => (
              <p key={amount}>
                <DocumentText text={amount} />
              </p>
            ))}
          </div>
          <ul className="mt-3 list-disc space-y-1 pl-5 text-slate-700 marker:text-brand-700">
            {scheme.conditions.map((condition) => (
              <li key={condition}>
                <DocumentText text={condition} />
              </li>
            ))}
          </ul>
          {scheme.pages ? <NoticePages name={scheme.name} pages={scheme.pages} /> : null}
          <p className="mt-auto flex flex-wrap items-center gap-x-3 gap-y-1 pt-4 text-sm text-slate-600">
            <SmartLink
              to={scheme.apply.href}
              className="inline-block rounded bg-brand-700 px-5 py-2 text-base font-semibold text-white hover:bg-brand-800"
            >
              {t("content.scheme.apply")}
              <span className="sr-only"> {t("content.scheme.applyFor", { name: scheme.name })}</span>
            </SmartLink>
            <span>{t("content.scheme.site", { site: scheme.apply.site })}</span>
          </p>
        </li>
      ))}
    </ol>
  );
}
