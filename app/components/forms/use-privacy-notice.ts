import { useMatches } from "react-router";
import type { NoticeShown } from "~/core/privacy-notice.ts";

/** The privacy notice the public shell's loader gives (app/routes/site-layout.tsx), in the page's language. */
export function usePrivacyNotice(): NoticeShown | undefined {
  for (const match of useMatches()) {
    const notice = (match.loaderData as { privacyNotice?: NoticeShown } | undefined)?.privacyNotice;
    if (notice) return notice;
  }
  return undefined;
}
