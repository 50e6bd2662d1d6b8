/**
 * UI text of the site in English. Components take text from here (through `t`) so that a second language
 * is a second catalogue, not an edit of every component.
 */
export const en = {
  "site.skipToContent": "Skip to main content",
  "ticker.label": "Latest News",
  "ticker.pause": "Pause",
  "ticker.play": "Play",
  "ticker.new": "new",
  "menu.main": "Main menu",
  "menu.open": "Menu",
  "menu.close": "Close menu",
  "menu.home": "Home",
  "menu.group": "Group",
  "menu.management": "Management",
  "menu.course": "Course",
  "menu.diploma": "Diploma",
  "menu.feeStructure": "Fee Structure",
  "breadcrumb.label": "Breadcrumb",
  "breadcrumb.home": "Home",
  "footer.quickLinks": "Quick Links",
  "footer.contact": "Contact Us",
  "footer.follow": "Follow us",
  "footer.phone": "Phone",
  "footer.email": "E-mail",
  "footer.address": "Address",
  "footer.map": "Location",
  "footer.showMap": "Show interactive map",
  "footer.mapNote": "The map is loaded from OpenStreetMap only when you ask for it.",
  "footer.openMap": "Open the location in OpenStreetMap",
  "footer.appBadge": "Get it on Google Play",
  "footer.copyright": "© {year} {name}. All rights reserved.",
  "footer.scrollTop": "Back to top",
  "notFound.title": "Oops! Page Not Found",
  "notFound.text": "The page you are looking for does not exist or has been moved.",
  "notFound.returnHome": "Return Home",
  "error.title": "Something went wrong",
  "error.text": "Please try again in a moment.",
  "external.newTab": "(opens in a new tab)",
} as const;

export type MessageKey = keyof typeof en;

/** Text for a key, with {placeholders} filled in. */
export function t(key: MessageKey, values: Record<string, string | number> = {}): string {
  return en[key].replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
