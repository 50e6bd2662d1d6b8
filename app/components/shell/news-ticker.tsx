import type { NewsItem } from "~/models/news.server.ts";
import { DrawnOnce } from "~/lib/drawn-once.tsx";
import { useT } from "~/lib/language.tsx";
import { SmartLink } from "../smart-link.tsx";
import { PauseButton } from "./pause-button.tsx";
import { tickerDurationClass } from "./ticker-duration.ts";

function NewMark() {
  const t = useT();
  return (
    <span className="blink ml-1 rounded bg-red-600 px-1 text-xs font-bold uppercase text-white">{t("ticker.new")}</span>
  );
}

function Items({ items, copy }: { items: NewsItem[]; copy: boolean }) {
  return (
    <ul
      className={`flex shrink-0 gap-10 pr-10 ${copy ? "ticker-copy" : ""}`}
      inert={copy}
      aria-hidden={copy || undefined}
    >
      {items.map((item) => (
        <li key={item.id} className="whitespace-nowrap">
          <SmartLink to={item.targetLink} className="inline-block py-1 text-white underline-offset-2 hover:underline">
            {/* The title alone: a link to another website adds words in the page's language. */}
            <span lang={item.lang}>{item.title}</span>
          </SmartLink>
          {item.isNew ? <NewMark /> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * Latest News: scrolls on its own, stops on hover, on keyboard focus and with the pause button (the shell script,
 * app/browser/shell.ts, sets `data-paused` on the section; CSS stops the track and swaps the button's label).
 *
 * Two rows: the heading and the Pause button above, the moving links below. A link's box reaches past the clipped
 * edges of the scrolling row (only what is inside is painted, but the box is as wide as the words), so a button
 * beside that row would sometimes lie under a link's box and lose its target size; the track moves sideways only,
 * so nothing in it ever reaches the row above.
 */
export function NewsTicker({ items }: { items: NewsItem[] }) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <DrawnOnce
      as="section"
      part="ticker"
      of={[items]}
      aria-labelledby="ticker-label"
      className="ticker no-print bg-brand-900 text-sm text-white"
    >
      <div className="flex items-center justify-between gap-4 border-b border-brand-700">
        <h2 id="ticker-label" className="bg-accent-500 px-3 py-1 font-semibold text-slate-900">
          {t("ticker.label")}
        </h2>
        <PauseButton className="min-h-7 min-w-11 px-3 font-medium underline-offset-2 hover:underline" />
      </div>
      <div className="ticker-viewport overflow-hidden px-3 py-1">
        <div className={`ticker-track flex w-max ${tickerDurationClass(items.length, 8, 20)}`}>
          <Items items={items} copy={false} />
          <Items items={items} copy />
        </div>
      </div>
    </DrawnOnce>
  );
}
