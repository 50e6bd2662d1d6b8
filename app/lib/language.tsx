import { createContext, useContext, useMemo } from "react";
import { type Language, type Translate, defaultLanguage, translator } from "../messages/catalogue.ts";

const LanguageContext = createContext<Language>(defaultLanguage);

/** Set once by the root layout from the request's language; every component below reads it. */
export const LanguageProvider = LanguageContext.Provider;
export const useLanguage = () => useContext(LanguageContext);

/** The `t` of the page's language, for components: `const t = useT(); t("menu.home")`. */
export function useT(): Translate {
  const language = useLanguage();
  return useMemo(() => translator(language), [language]);
}
