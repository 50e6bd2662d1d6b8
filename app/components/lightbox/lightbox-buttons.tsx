import type { ReactNode, Ref } from "react";

/** The lightbox's controls: a symbol for the eye and a name for screen readers (also shown as a tooltip). */
export function ArrowButton({
  side,
  label,
  onClick,
  children,
}: {
  side: "left" | "right";
  label: string;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      data-arrow=""
      onClick={onClick}
      title={label}
      className={`absolute top-1/2 grid size-11 -translate-y-1/2 place-items-center rounded-full bg-slate-900/70 text-3xl leading-none text-white hover:bg-slate-900 ${side === "left" ? "left-2" : "right-2"}`}
    >
      <span aria-hidden="true">{children}</span>
      <span className="sr-only">{label}</span>
    </button>
  );
}

export function ToolButton({
  label,
  onClick,
  symbol,
  ref,
}: {
  label: string;
  onClick: () => void;
  symbol: string;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button
      ref={ref}
      type="button"
      onClick={onClick}
      title={label}
      className="grid size-11 place-items-center rounded border border-white/40 bg-slate-900/60 text-xl leading-none text-white hover:bg-slate-800"
    >
      <span aria-hidden="true">{symbol}</span>
      <span className="sr-only">{label}</span>
    </button>
  );
}
