/** Tab and Shift+Tab go round the dialog's controls instead of leaving for the browser's own. */
export function keepFocusInside(event: KeyboardEvent, dialog: HTMLDialogElement | null) {
  if (!dialog) return;
  const controls = [...dialog.querySelectorAll<HTMLElement>("button, [href], [tabindex]:not([tabindex='-1'])")].filter(
    (element) => !element.hidden && element.offsetParent !== null,
  );
  if (controls.length === 0) return;
  const first = controls[0]!;
  const last = controls[controls.length - 1]!;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/** Stops the page behind from scrolling, keeping its width (no jump when the scrollbar goes). */
export function lockPageScroll(): () => void {
  const root = document.documentElement;
  const body = document.body;
  const before = { overflow: root.style.overflow, paddingRight: body.style.paddingRight };
  const scrollbar = window.innerWidth - root.clientWidth;
  root.style.overflow = "hidden";
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    root.style.overflow = before.overflow;
    body.style.paddingRight = before.paddingRight;
  };
}
