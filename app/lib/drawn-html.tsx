import { createContext, useContext } from "react";

/**
 * Markup the server draws for a hydrated page that the browser only shows (decision 073). On a page's first load it
 * is sent once, in the document: the loader sets it aside here and its data says `null`, so the data the browser
 * hydrates with does not carry the same markup a second time; the browser takes it from the document. The data of a
 * client-side navigation (no document) carries it as usual.
 */
export type DrawnHtml = Map<string, string>;

const DrawnHtmlContext = createContext<DrawnHtml | undefined>(undefined);

/** The request's markup set aside by its loaders, for the server's render (entry.server). */
export const DrawnHtmlProvider = DrawnHtmlContext.Provider;

/**
 * For a loader: the markup of the element with this id, or `null` when it is set aside for the document (a request
 * for a whole page, whose load context has a `drawnHtml`).
 */
export function onceInDocument(drawn: DrawnHtml | undefined, id: string, html: string): string | null {
  if (!drawn) return html;
  drawn.set(id, html);
  return null;
}

/** What the browser found in the document, by id: read once, when the page hydrates, and kept as it was. */
const fromDocument = new Map<string, string>();

function documentHtml(id: string): string {
  let html = fromDocument.get(id);
  if (html === undefined) {
    html = document.getElementById(id)?.innerHTML ?? "";
    fromDocument.set(id, html);
  }
  return html;
}

/**
 * The markup of the element with an id: from the data when it has it (`html`), else from the request's set-aside
 * markup on the server, else from the document in the browser (see above).
 */
export function useDrawnHtml(): (id: string, html: string | null) => string {
  const drawn = useContext(DrawnHtmlContext);
  return (id, html) => html ?? (drawn ? (drawn.get(id) ?? "") : documentHtml(id));
}

/** A block of markup drawn on the server, with the id it is found by. */
export function DrawnBlock({ id, html, className }: { id: string; html: string | null; className?: string }) {
  const markup = useDrawnHtml()(id, html);
  return <div id={id} className={className} dangerouslySetInnerHTML={{ __html: markup }} />;
}
