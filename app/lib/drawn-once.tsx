import { type HTMLAttributes, type ReactNode, createContext, useContext } from "react";
import { type Location, useLocation } from "react-router";
import type { Language } from "~/messages/catalogue.ts";
import { useLanguage } from "./language.tsx";
import { useSiteAddress } from "./site-address.tsx";

/** A part to draw once: what it is drawn from, and what the page it is drawn on gives every part. */
export interface PartToDraw {
  /** Which part: two parts drawn from the same objects are kept apart. */
  part: string;
  /** The objects the part is drawn from: kept as long as these very objects are in use. */
  of: readonly object[];
  /** Whatever else it depends on, as text. */
  variant: string;
  language: Language;
  siteUrl: string | undefined;
  location: Location;
  children: ReactNode;
}

/** The server's parts drawn once (app/lib/drawn-once.server.tsx): the markup of a part, drawn now or kept. */
export type DrawOnce = (part: PartToDraw) => string;

const DrawOnceContext = createContext<DrawOnce | undefined>(undefined);

/** Given by the server's render (entry.server); the browser has none, and draws every part as usual. */
export const DrawOnceProvider = DrawOnceContext.Provider;

type Props = HTMLAttributes<HTMLElement> & {
  as: "div" | "section" | "ul";
  /** See `PartToDraw.part`. */
  part: string;
  /** See `PartToDraw.of`. */
  of: readonly object[];
  /** See `PartToDraw.variant`: asked on the server only. */
  variant?: () => string;
  children: ReactNode;
};

/**
 * A part of the shell that many pages draw alike (the menus, the ticker, the footer's links), drawn by React once per
 * process and kept as markup (decision 077). The element itself (`as`, with its attributes) is drawn on every page;
 * its contents come from the kept markup, which is exactly what React would draw in their place, so a page that
 * hydrates finds what it expects.
 *
 * The contents may depend on nothing but `of`, `variant`, the page's language, the site's address and the router's
 * location as the key says (`variant` names what of the location counts); they must use no other context and no
 * `useId`. The shell's shared reads (decision 076) hand out the same objects until a table they came from changes,
 * so a change draws the part again, and the markup kept for the old objects goes with them.
 *
 * The browser draws the contents as usual, and its build has none of the code that keeps them.
 */
export const DrawnOnce = import.meta.env.SSR ? ServerDrawnOnce : BrowserDrawnOnce;

function ServerDrawnOnce({ as: Tag, part, of, variant, children, ...attributes }: Props) {
  const draw = useContext(DrawOnceContext);
  const language = useLanguage();
  const siteUrl = useSiteAddress();
  const location = useLocation();
  if (!draw) return <Tag {...attributes}>{children}</Tag>;
  const html = draw({ part, of, variant: variant?.() ?? "", language, siteUrl, location, children });
  return <Tag {...attributes} dangerouslySetInnerHTML={{ __html: html }} />;
}

function BrowserDrawnOnce({ as: Tag, part: _part, of: _of, variant: _variant, children, ...attributes }: Props) {
  return <Tag {...attributes}>{children}</Tag>;
}
