import { createContext, useContext } from "react";
import { LatinRuns } from "./latin-runs.tsx";

/*
 * WCAG 3.1.2 (Language of Parts), GIGW (decision 069): on a Hindi page, a text of the page's document that has no
 * current Hindi is shown in English, inside an element that says so (`lang="en"`), so a screen reader reads it with
 * an English voice. The texts come from the loader (the list of those left in English); a text in Hindi is never
 * marked. Used by pages drawn on the server only: none of this reaches the script of a page that hydrates.
 */

/** The page's texts shown in English on a page in another language; empty on an English page. */
export const EnglishTexts = createContext<ReadonlySet<string>>(new Set());

/**
 * A text of a page document: marked as English when it is one of the page's texts shown in English; otherwise the
 * English words a Hindi text keeps (a key's or a program's name) marked one by one (`LatinRuns`, decision 071).
 */
export function DocumentText({ text }: { text: string }) {
  return useContext(EnglishTexts).has(text) ? <span lang="en">{text}</span> : <LatinRuns text={text} />;
}

/** `lang="en"` for an element whose whole text is `text`, when it is shown in English; nothing otherwise. */
export function useEnglishLang(): (text: string) => { lang?: "en" } {
  const english = useContext(EnglishTexts);
  return (text) => (english.has(text) ? { lang: "en" } : {});
}
