/**
 * The public shell's behaviours in plain DOM code, for every page whether or not it hydrates React: most pages ship
 * this file and no framework at all (docs/decisions/024-pages-without-react.md). The markup is rendered by the React
 * components of app/components/shell (on the server, and in the browser on hydrated pages); this script only listens
 * on the document and toggles attributes the components never render, so it cannot fight React over the DOM.
 *
 * Data attributes it answers to:
 * - `data-site-header`: gets `data-scrolled="true"` once the page has scrolled 50 px, `"false"` back at the top
 *   (CSS styles it; a page has neither until its first scroll event);
 * - `data-disclosures`: the menu bar's groups (native <details>) close on Escape, on a click elsewhere and when a
 *   link in them is chosen;
 * - `data-opens="<dialog id>"`: a link or button that opens that modal <dialog> (a link keeps its `href` for pages
 *   without JavaScript); `data-closes`: a button that closes its dialog; a click on the backdrop or on a link inside
 *   closes it too, and focus goes back to the opener;
 * - `data-ticker-toggle`: pauses and restarts the news ticker (`data-paused` on the `.ticker`);
 * - `data-tabs`: a WAI-ARIA tab list (click, arrows, Home, End) over panels named by `aria-controls`;
 * - `data-map-src`: a button that replaces its placeholder with the embedded map only when asked.
 */
import { nextTabIndex } from "~/core/tab-keys.ts";

const SCROLLED_AFTER_PX = 50;

function closeDisclosures(except?: Node) {
  document.querySelectorAll<HTMLDetailsElement>("[data-disclosures] details[open]").forEach((details) => {
    if (!except || !details.contains(except)) details.open = false;
  });
}

function onScroll() {
  const scrolled = String(window.scrollY > SCROLLED_AFTER_PX);
  document.querySelectorAll<HTMLElement>("[data-site-header]").forEach((header) => {
    if (header.dataset.scrolled !== scrolled) header.dataset.scrolled = scrolled;
  });
}

function onKeyDown(event: KeyboardEvent) {
  const target = event.target as Element;
  const tab = target.closest?.<HTMLElement>("[data-tabs] [role=tab]");
  if (tab) return moveTab(event, tab);
  if (event.key !== "Escape") return;
  const open = [...document.querySelectorAll<HTMLDetailsElement>("[data-disclosures] details[open]")].pop();
  if (!open) return;
  open.open = false;
  open.querySelector("summary")?.focus();
}

const openers = new WeakMap<HTMLDialogElement, HTMLElement>();

function openDialog(event: Event, opener: HTMLElement) {
  const dialog = document.getElementById(opener.dataset.opens ?? "");
  if (!(dialog instanceof HTMLDialogElement)) return;
  event.preventDefault();
  openers.set(dialog, opener);
  if (!dialog.open) dialog.showModal();
  dialog.addEventListener("close", () => openers.get(dialog)?.focus(), { once: true });
}

function selectTab(tab: HTMLElement, focus: boolean) {
  const list = tab.closest("[data-tabs]");
  if (!list) return;
  for (const each of list.querySelectorAll<HTMLElement>("[role=tab]")) {
    const active = each === tab;
    each.setAttribute("aria-selected", String(active));
    each.tabIndex = active ? 0 : -1;
    const panel = document.getElementById(each.getAttribute("aria-controls") ?? "");
    if (panel) panel.hidden = !active;
  }
  if (focus) tab.focus();
}

function moveTab(event: KeyboardEvent, tab: HTMLElement) {
  const tabs = [...(tab.closest("[data-tabs]")?.querySelectorAll<HTMLElement>("[role=tab]") ?? [])];
  const next = nextTabIndex(event.key, tabs.indexOf(tab), tabs.length);
  if (next === null) return;
  event.preventDefault();
  selectTab(tabs[next]!, true);
}

function showMap(button: HTMLElement) {
  const placeholder = button.closest<HTMLElement>("[data-map]");
  const slot = placeholder?.parentElement?.querySelector<HTMLElement>("[data-map-slot]");
  if (!placeholder || !slot || slot.firstChild) return;
  const frame = document.createElement("iframe");
  frame.src = button.dataset.mapSrc ?? "";
  frame.title = button.dataset.mapTitle ?? "";
  frame.referrerPolicy = "no-referrer";
  frame.className = "h-56 w-full rounded border-0";
  slot.append(frame);
  placeholder.hidden = true;
}

function onClick(event: MouseEvent) {
  const target = event.target as Element;
  if (!target.closest) return;
  closeDisclosures(target);
  const link = target.closest("a");
  if (link?.closest("[data-disclosures] details")) closeDisclosures();

  const opener = target.closest<HTMLElement>("[data-opens]");
  if (opener) return openDialog(event, opener);
  const dialog = target.closest("dialog");
  if (dialog?.open && (target === dialog || link || target.closest("[data-closes]"))) return dialog.close();

  const toggle = target.closest<HTMLElement>("[data-ticker-toggle]");
  const ticker = toggle?.closest<HTMLElement>(".ticker");
  if (ticker) ticker.dataset.paused = String(ticker.dataset.paused !== "true");

  const tab = target.closest<HTMLElement>("[data-tabs] [role=tab]");
  if (tab) selectTab(tab, false);

  const map = target.closest<HTMLElement>("[data-map-src]");
  if (map) showMap(map);
}

/** While printing, every tab panel shows (the print stylesheet cannot beat `hidden` on its own). */
function onPrint(printing: boolean) {
  document.querySelectorAll<HTMLElement>("[role=tabpanel]").forEach((panel) => {
    if (printing && panel.hidden) {
      panel.hidden = false;
      panel.dataset.printShown = "";
    } else if (!printing && panel.dataset.printShown !== undefined) {
      panel.hidden = true;
      delete panel.dataset.printShown;
    }
  });
}

export function installShellBehaviours() {
  const flagged = window as unknown as { shellBehaviours?: boolean };
  if (flagged.shellBehaviours) return;
  flagged.shellBehaviours = true;
  window.addEventListener("scroll", onScroll, { passive: true });
  document.addEventListener("keydown", onKeyDown);
  document.addEventListener("click", onClick);
  window.addEventListener("beforeprint", () => onPrint(true));
  window.addEventListener("afterprint", () => onPrint(false));
  // No look at the position now: that would make the browser lay the whole page out in this script, apart from the
  // page's first frame, which a cheap phone feels as a long task. A page that opens away from its top (at a
  // fragment, or put back where it was on a reload) gets there by a scroll, and its scroll event says so.
}

installShellBehaviours();
