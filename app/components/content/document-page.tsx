import type { ComponentProps } from "react";
import { InfoPage } from "./info-page.tsx";
import { UntranslatedNotice } from "./untranslated-notice.tsx";

/**
 * The frame of a page drawn from a page document: an information page whose Hindi version says at its top when some
 * of its texts are shown in English (decision 066). Pages without a document (the forms) use InfoPage itself, so the
 * notice's texts never travel with the script of a page that hydrates.
 */
export function DocumentPage({ children, ...frame }: ComponentProps<typeof InfoPage>) {
  return (
    <InfoPage {...frame}>
      <UntranslatedNotice />
      {children}
    </InfoPage>
  );
}
