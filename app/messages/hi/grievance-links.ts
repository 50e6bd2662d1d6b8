/** Grievance redressal's names that other pages draw, in Hindi (app/messages/en/grievance-links.ts). */
export const grievanceLinkMessages = {
  "grievance.title": "शिकायत निवारण",
  "grievance.status.title": "शिकायत की स्थिति",
  "footer.grievance": "शिकायत निवारण",
  "antiRagging.grievance": "आप शिकायत निवारण समिति के पास ऑनलाइन शिकायत भी दर्ज कर सकते हैं।",
} as const;
