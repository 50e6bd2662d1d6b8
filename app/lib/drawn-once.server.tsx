import { renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import type { DrawOnce } from "./drawn-once.tsx";
import { LanguageProvider } from "./language.tsx";
import { SiteAddressProvider } from "./site-address.tsx";

/** Variants kept per set of objects: the menus' active links, a year. More would mean a key that is not bounded. */
const MAX_VARIANTS = 256;

interface Level {
  next: WeakMap<object, Level>;
  drawn: Map<string, string>;
}
const level = (): Level => ({ next: new WeakMap(), drawn: new Map() });

/**
 * The process's parts drawn once (`DrawnOnce`, decision 077): by the objects they are drawn from (held weakly, so a
 * part goes when its data is read again), then by part, language and variant. A part is drawn on its own with the
 * contexts it may use, from the page's values.
 */
export function createDrawOnce(): DrawOnce {
  const root = level();
  return ({ part, of, variant, language, siteUrl, location, children }) => {
    let at = root;
    for (const object of of) {
      let next = at.next.get(object);
      if (!next) at.next.set(object, (next = level()));
      at = next;
    }
    const key = `${part} ${language} ${variant}`;
    let html = at.drawn.get(key);
    if (html === undefined) {
      html = renderToString(
        <LanguageProvider value={language}>
          <SiteAddressProvider value={siteUrl}>
            <StaticRouter location={location}>{children}</StaticRouter>
          </SiteAddressProvider>
        </LanguageProvider>,
      );
      if (at.drawn.size < MAX_VARIANTS) at.drawn.set(key, html);
    }
    return html;
  };
}
