import { useLocation, useRouteLoaderData } from "react-router";
import { useT } from "~/lib/language.tsx";
import {
  CONTRAST_COOKIE,
  type DisplayPreferences,
  TEXT_SIZE_COOKIE,
  type TextSize,
  defaultDisplay,
} from "~/lib/display-preferences.ts";
import type { MessageKey } from "~/messages/catalogue.ts";
import { RETURN_FIELD } from "~/schemas/forms/envelope.ts";

const sizeButtons: { size: TextSize; text: MessageKey; name: MessageKey; className: string }[] = [
  { size: "small", text: "display.smaller", name: "display.smallerName", className: "text-xs" },
  { size: "normal", text: "display.normal", name: "display.normalName", className: "text-sm" },
  { size: "large", text: "display.larger", name: "display.largerName", className: "text-base" },
];

const buttonClass =
  "inline-flex min-h-7 min-w-7 items-center justify-center rounded border border-slate-500 px-1.5 font-semibold leading-none text-slate-900 hover:bg-slate-200 aria-pressed:border-brand-900 aria-pressed:bg-brand-900 aria-pressed:text-white";

/**
 * Text size (A-, A, A+) and high contrast, at the top of the public header (GIGW, decision 050). Each button posts
 * the form to /display-preferences, which sets the cookie and returns here: the same with and without JavaScript.
 * The pressed button says which size and whether high contrast are on. The return address is the path alone: the
 * query parameters a page reads (a form's "sent") are not to be seen again.
 */
export function DisplayControls() {
  const t = useT();
  const { pathname } = useLocation();
  const display =
    (useRouteLoaderData("root") as { display?: DisplayPreferences } | undefined)?.display ?? defaultDisplay;
  const highContrast = display.contrast === "high";
  return (
    <form
      method="post"
      action="/display-preferences"
      className="flex flex-wrap items-center justify-end gap-x-4 gap-y-1 py-1 text-sm"
    >
      <input type="hidden" name={RETURN_FIELD} value={pathname} />
      <div role="group" aria-labelledby="text-size-label" className="flex items-center gap-1.5">
        <span id="text-size-label" className="sr-only text-slate-700 sm:not-sr-only sm:mr-1">
          {t("display.textSize")}
        </span>
        {sizeButtons.map((button) => (
          <button
            key={button.size}
            type="submit"
            name={TEXT_SIZE_COOKIE}
            value={button.size}
            aria-pressed={display.textSize === button.size}
            className={`${buttonClass} ${button.className}`}
          >
            {t(button.text)}
            <span className="sr-only"> {t(button.name)}</span>
          </button>
        ))}
      </div>
      <button
        type="submit"
        name={CONTRAST_COOKIE}
        value={highContrast ? "normal" : "high"}
        aria-pressed={highContrast}
        className={`${buttonClass} gap-1.5 px-2 text-sm`}
      >
        <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" className="size-[1em]">
          <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M8 1.5a6.5 6.5 0 0 1 0 13z" fill="currentColor" />
        </svg>
        {t("display.highContrast")}
      </button>
    </form>
  );
}
