import { useT } from "~/lib/language.tsx";

/**
 * The Pause / Play button of a moving list (the news ticker, the home page's notice board) inside a `.ticker`. The
 * shell script (app/browser/shell.ts, `data-ticker-toggle`) sets `data-paused` on the `.ticker`; CSS stops its track
 * and shows the label of what the button will do next.
 */
export function PauseButton({ className }: { className: string }) {
  const t = useT();
  return (
    <button type="button" data-ticker-toggle="" className={className}>
      <span className="ticker-when-running">
        <span aria-hidden="true">❚❚ </span>
        {t("ticker.pause")}
      </span>
      <span className="ticker-when-paused">
        <span aria-hidden="true">▶ </span>
        {t("ticker.play")}
      </span>
    </button>
  );
}
