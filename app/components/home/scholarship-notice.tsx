import { useState, useSyncExternalStore } from "react";
import { Link } from "react-router";
import { useT } from "~/lib/language.tsx";
import type { HomeContent } from "~/schemas/content/home.ts";

const DISMISSED_KEY = "scholarship-notice-dismissed";

/**
 * The scholarship information box: a real (non-modal) dialog placed in the page's flow, so it covers nothing and
 * takes no focus; shown until the visitor closes it, and remembered as closed in this browser.
 */
function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

function dismissedBefore(): boolean {
  try {
    return window.localStorage.getItem(DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

export function ScholarshipNotice({ notice }: { notice: HomeContent["scholarshipNotice"] }) {
  // The server cannot know; it renders nothing and the browser shows the box after hydration if not dismissed.
  const t = useT();
  const dismissed = useSyncExternalStore(subscribe, dismissedBefore, () => true);
  const [closed, setClosed] = useState(false);

  const dismiss = () => {
    setClosed(true);
    try {
      window.localStorage.setItem(DISMISSED_KEY, "1");
    } catch {
      // private mode: it will show again next time, which is harmless
    }
  };

  if (dismissed || closed) return null;
  return (
    // Opened by attribute, not show(): show() would move focus into the box, away from what the visitor was doing.
    <dialog
      open
      aria-labelledby="scholarship-notice-title"
      onCancel={dismiss}
      className="no-print static mx-auto mt-6 w-[calc(100%-2rem)] max-w-7xl rounded-lg border-l-4 border-accent-500 bg-amber-50 p-4 text-slate-800"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="scholarship-notice-title" className="text-lg font-bold text-brand-900">
          {notice.heading}
        </h2>
        <button
          type="button"
          onClick={dismiss}
          className="min-h-9 rounded border border-slate-300 px-3 text-sm hover:bg-slate-100"
        >
          {t("home.close")}
        </button>
      </div>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
        {notice.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <Link
        to={notice.link.href}
        onClick={dismiss}
        className="mt-3 inline-block font-semibold text-brand-700 underline"
      >
        {notice.link.title}
      </Link>
    </dialog>
  );
}
