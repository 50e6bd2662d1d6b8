import type { Translate } from "../../messages/catalogue.ts";
import { istDateTime } from "./ist-day.ts";

/** A submission's consent as the console reads it (app/models/consents.server.ts), or null when none was recorded. */
export interface ConsentSeen {
  noticeVersion: number;
  givenAt: string;
  language: string;
}

/** The console's line about a submission's consent: when and to which notice, or "not recorded" to follow up. */
export function consentLine(t: Translate, consent: ConsentSeen | null): string {
  if (!consent) return t("console.consent.notRecorded");
  return t("console.consent.given", {
    when: istDateTime(consent.givenAt),
    version: consent.noticeVersion,
    language: consent.language === "hi" ? "Hindi" : "English",
  });
}
