import { createContext, useContext, useMemo } from "react";
import { type Language, type Translate, defaultLanguage, translator } from "../messages/catalogue.ts";
import { pathIn } from "../messages/language-path.ts";

const LanguageContext = createContext<Language>(defaultLanguage);

/** Set once by the root layout from the request's language; every component below reads it. */
export const LanguageProvider = LanguageContext.Provider;
export const useLanguage = () => useContext(LanguageContext);

/** The `t` of the page's language, for components: `const t = useT(); t("menu.home")`. */
export function useT(): Translate {
  const language = useLanguage();
  return useMemo(() => translator(language), [language]);
}

/**
 * Puts a path on this site into the page's language (`pathIn`): every in-site link, form action and return address
 * of a Hindi page stays Hindi. Links through `Link`/`NavLink` (app/components/router-links.tsx) get it on their own.
 */
export function useLanguagePath(): (path: string) => string {
  const language = useLanguage();
  return useMemo(() => (path: string) => pathIn(path, language), [language]);
}
