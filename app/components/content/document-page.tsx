import type { ComponentProps } from "react";
import { useMatches } from "react-router";
import { englishTextsOf } from "~/lib/revised.ts";
import { DocumentText, EnglishTexts } from "./english-text.tsx";
import { InfoPage } from "./info-page.tsx";
import { UntranslatedNotice } from "./untranslated-notice.tsx";

/**
 * The frame of a page drawn from a page document: an information page whose Hindi version says at its top when some
 * of its texts are shown in English (decision 066), and marks each of those texts as English (decision 069). Pages
 * without a document (the forms) use InfoPage itself, so the notice's texts never travel with the script of a page
 * that hydrates.
 */
export function DocumentPage({ children, title, ...frame }: ComponentProps<typeof InfoPage>) {
  const english = new Set(englishTextsOf(useMatches()));
  return (
    <EnglishTexts.Provider value={english}>
      <InfoPage {...frame} title={typeof title === "string" ? <DocumentText text={title} /> : title}>
        <UntranslatedNotice />
        {children}
      </InfoPage>
    </EnglishTexts.Provider>
  );
}
