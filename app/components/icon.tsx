/** A shape drawn by CSS in the text's colour (app/app.css, `.icon`), hidden from assistive technology: the text beside it names what it is for. */
export function Icon({ shape, className = "" }: { shape: "play" | "pause" | "menu" | "up"; className?: string }) {
  return <span aria-hidden="true" className={`icon icon-${shape} ${className}`} />;
}
