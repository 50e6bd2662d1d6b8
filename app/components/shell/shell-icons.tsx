/**
 * The shell's small icons (pause, play, menu, up, the menu groups' caret), drawn in the page beside a word that names
 * the control, so hidden from assistive technology. They were characters (❚ ▶ ☰ ↑ ▾): glyphs that the common
 * system fonts lack, which sent the browser looking through the font stack for each size and weight on the first
 * frame of every page, and which a phone without a symbol font draws as empty boxes, or an emoji.
 */
export type ShellIconName = "pause" | "play" | "menu" | "up" | "caret";

const shapes: Record<ShellIconName, string> = {
  pause: "M3 2h3.5v12H3zM9.5 2H13v12H9.5z",
  play: "M4 2l10 6-10 6z",
  menu: "M1 3h14v2H1zM1 7h14v2H1zM1 11h14v2H1z",
  up: "M8 1l6 6.5-1.4 1.4L9 5.3V15H7V5.3L3.4 8.9 2 7.5z",
  caret: "M3 6h10l-5 5z",
};

/** `sizeClass`: the icon's box, the height of the text around it unless told otherwise. */
export function ShellIcon({
  name,
  sizeClass = "h-[1em] w-[1em]",
  className = "",
}: {
  name: ShellIconName;
  sizeClass?: string;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 16 16"
      width="16"
      height="16"
      fill="currentColor"
      className={`inline-block shrink-0 ${sizeClass} ${className}`}
    >
      <path d={shapes[name]} />
    </svg>
  );
}
