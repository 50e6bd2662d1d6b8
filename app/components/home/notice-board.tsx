import "~/messages/static-page-messages.ts";
import { PauseButton } from "~/components/shell/pause-button.tsx";
import { tickerDurationClass } from "~/components/shell/ticker-duration.ts";
import { SmartLink } from "~/components/smart-link.tsx";
import { useT } from "~/lib/language.tsx";
import type { NewsItem } from "~/models/news.server.ts";

/**
 * The notice board: a 403 px box whose list scrolls upwards on its own (twice the list, moved by half, so the
 * loop is seamless), stopping on hover, on keyboard focus and with the Pause button (the shell script's). The
 * heading row is stacked above the moving list, so a link rising out of view never lies over the button, not even
 * where the viewport's clipping hides it (axe's target-size rule measures the links whole).
 */
export function NoticeBoard({ items }: { items: NewsItem[] }) {
  const t = useT();
  const list = (copy: boolean) => (
    <ul className={`space-y-3 pb-3 ${copy ? "ticker-copy" : ""}`} inert={copy} aria-hidden={copy || undefined}>
      {items.map((item) => (
        <li key={item.id} className="border-b border-slate-200 pb-3">
          <SmartLink to={item.targetLink} className="inline-block py-0.5 text-brand-700 hover:underline">
            {/* A title without Hindi, on the Hindi home page, is marked as English (decision 069). */}
            {item.lang ? <span lang={item.lang}>{item.title}</span> : item.title}
          </SmartLink>
          {item.isNew ? (
            <span className="blink ml-2 rounded bg-red-600 px-1 text-xs font-bold uppercase text-white">
              {t("ticker.new")}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby="notice-board" className="ticker rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="relative z-10 flex items-center justify-between rounded-t-lg bg-brand-800 px-4 py-2 text-white">
        <h2 id="notice-board" className="text-lg font-semibold">
          {t("home.noticeBoard")}
        </h2>
        <PauseButton className="min-h-11 min-w-11 px-3 text-sm font-medium hover:underline" />
      </div>
      <div className="ticker-viewport h-[403px] overflow-hidden px-4 pt-3">
        <div className={`ticker-track ticker-vertical ${tickerDurationClass(items.length, 4, 15)}`}>
          {list(false)}
          {list(true)}
        </div>
      </div>
    </section>
  );
}
