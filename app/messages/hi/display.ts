/** Hindi of app/messages/en/display.ts: the text-size and contrast controls, the mark on links to other sites, the language switch. */
export const displayMessages = {
  "display.label": "दिखावट की सेटिंग",
  "display.textSize": "अक्षरों का आकार",
  "display.smaller": "A-",
  "display.smallerName": "छोटे अक्षर",
  "display.normal": "A",
  "display.normalName": "सामान्य आकार के अक्षर",
  "display.larger": "A+",
  "display.largerName": "बड़े अक्षर",
  "display.highContrast": "हाई कंट्रास्ट",
  "language.switch": "भाषा",
  "external.otherSite": "(दूसरी वेबसाइट, नए टैब में खुलती है)",
} as const;
