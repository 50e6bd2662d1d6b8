/**
 * The public site's display controls (GIGW: text size and high contrast, decision 050) and the mark on links that
 * lead to another website; the language switch's name (the languages' own names are in catalogue.ts).
 */
export const displayMessages = {
  "display.label": "Display settings",
  "display.textSize": "Text size",
  "display.smaller": "A-",
  "display.smallerName": "smaller text",
  "display.normal": "A",
  "display.normalName": "normal text size",
  "display.larger": "A+",
  "display.largerName": "larger text",
  "display.highContrast": "High contrast",
  "language.switch": "Language",
  "external.otherSite": "(another website, opens in a new tab)",
} as const;
