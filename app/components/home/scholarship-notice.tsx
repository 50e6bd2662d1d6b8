import { useState } from "react";
import { useDrawnHtml } from "~/lib/drawn-html.tsx";
import { NOTICE_ID } from "./home-ids.ts";
import { Link } from "~/components/router-links.tsx";
import { useLanguagePath, useT } from "~/lib/language.tsx";
import { dismissNoticeInBrowser } from "~/lib/notice-dismissal.ts";
import type { HomeContent } from "~/schemas/content/home.ts";
import { RETURN_FIELD } from "~/schemas/forms/envelope.ts";

/**
 * The scholarship information box: a real (non-modal) dialog placed in the page's flow, so it covers nothing and
 * takes no focus; rendered by the server until the visitor closes it (a cookie, app/lib/notice-dismissal.ts), so it
 * never appears after the page has been laid out. Closing works without JavaScript too: the button posts a form.
 * Drawn as HTML on the server (home-sections.server.tsx); `ScholarshipNotice` below makes it close in place.
 */
export function NoticeBox({ notice }: { notice: HomeContent["scholarshipNotice"] }) {
  const t = useT();
  const inLanguage = useLanguagePath();
  return (
    // Opened by attribute, not show(): show() would move focus into the box, away from what the visitor was doing.
    <dialog
      open
      aria-labelledby="scholarship-notice-title"
      className="no-print static mx-auto mt-6 w-[calc(100%-2rem)] max-w-7xl rounded-lg border-l-4 border-accent-500 bg-amber-50 p-4 text-slate-800"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="scholarship-notice-title" className="text-lg font-bold text-brand-900">
          {notice.heading}
        </h2>
        <form method="post" action="/dismiss-notice">
          <input type="hidden" name={RETURN_FIELD} value={inLanguage("/")} />
          <button type="submit" className="min-h-9 rounded border border-slate-300 px-3 text-sm hover:bg-slate-100">
            {t("home.close")}
          </button>
        </form>
      </div>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {notice.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <Link to={notice.link.href} className="mt-3 inline-block font-semibold text-brand-700 underline">
        {notice.link.title}
      </Link>
    </dialog>
  );
}

/**
 * The server's notice box (`html`; on a first load, the one in the document: decision 073), closed in place with
 * JavaScript: its Close button sets the cookie in the browser instead of posting, and following its link closes it for
 * good too.
 */
export function ScholarshipNotice({ html }: { html: string | null }) {
  const [closed, setClosed] = useState(false);
  const markup = useDrawnHtml()(NOTICE_ID, html);
  if (closed) return null;
  return (
    <div
      id={NOTICE_ID}
      onSubmit={(event) => {
        event.preventDefault();
        dismissNoticeInBrowser();
        setClosed(true);
      }}
      onClick={(event) => {
        if ((event.target as Element).closest("a")) dismissNoticeInBrowser();
      }}
      dangerouslySetInnerHTML={{ __html: markup }}
    />
  );
}
