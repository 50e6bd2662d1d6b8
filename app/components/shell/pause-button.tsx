import { Icon } from "~/components/icon.tsx";
import { useT } from "~/lib/language.tsx";

/**
 * The Pause / Play button of a moving list (the news ticker, the home page's notice board) inside a `.ticker`. The
 * shell script (app/browser/shell.ts, `data-ticker-toggle`) sets `data-paused` on the `.ticker`; CSS stops its track
 * and shows the label of what the button will do next.
 *
 * Without JavaScript its twin is a "Pause" switch (a checkbox, `.ticker-pause-switch`): while it is on, CSS keeps the
 * track stopped, as WCAG 2.2.2 asks of anything moving for longer than five seconds. Its name stays "Pause" and its
 * state is said as on or off (the ring shows it), since a switch's name must not change with its state.
 */
export function PauseButton({ className }: { className: string }) {
  const t = useT();
  return (
    <>
      <button type="button" data-ticker-toggle="" className={`needs-script ${className}`}>
        <span className="ticker-when-running">
          <Icon shape="pause" className="me-1.5" />
          {t("ticker.pause")}
        </span>
        <span className="ticker-when-paused">
          <Icon shape="play" className="me-1.5" />
          {t("ticker.play")}
        </span>
      </button>
      <label
        className={`without-script inline-flex cursor-pointer items-center rounded has-checked:ring-2 has-checked:ring-current has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent-500 ${className}`}
      >
        <input type="checkbox" role="switch" className="ticker-pause-switch sr-only" />
        <Icon shape="pause" className="me-1.5" />
        {t("ticker.pause")}
      </label>
    </>
  );
}
