import { formsMessages } from "./en/forms.ts";
import { contentMessages } from "./en/content.ts";
import { menuMessages } from "./en/menu.ts";
import { pagesMessages } from "./en/pages.ts";
import { consoleMessages } from "./en/console.ts";

/**
 * UI text of the site in English. Components take text from here (through `t`) so that a second language
 * is a second catalogue, not an edit of every component.
 */
export const en = {
  ...pagesMessages,
  ...consoleMessages,
  "site.skipToContent": "Skip to main content",
  "site.tagline": "Diploma engineering and BCA in Gumla, Jharkhand",
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
  "forbidden.title": "No access",
  "forbidden.text": "Your account may not open this page. Ask the college's console administrator if you need it.",
  "staff.console": "Staff console",
  "site.publicSite": "Public website",
  "external.newTab": "(opens in a new tab)",
  "carousel.previous": "Previous",
  "carousel.next": "Next",
  "carousel.pause": "Pause",
  "carousel.play": "Play",
  "carousel.roleDescription": "carousel",
  "carousel.slideRoleDescription": "slide",
  "home.banners": "Highlights",
  "home.courses": "Courses and seats",
  "home.diplomaSeats": "Diploma engineering",
  "home.bcaSeats": "Bachelor of Computer Applications",
  "home.workingSeats": "Diploma for Working Professionals",
  "home.seats": "{count} seats",
  "home.noticeBoard": "Notice Board",
  "home.usefulLinks": "Useful Links",
  "home.importantLinks": "Important Links",
  "home.moreLinks": "Quick Links",
  "home.approvals": "Approvals and Affiliation",
  "home.academicYear": "Academic year {year}",
  "home.tieUps": "Institution Tie-ups",
  "home.recruiters": "Top Recruiters",
  "home.videos": "Videos",
  "home.placements": "Our Placements",
  "home.partnership": "Industry–Academia Partnership",
  "home.close": "Close",
  ...formsMessages,
  // Galleries and lightbox
  "gallery.title": "Gallery",
  "gallery.noAlbums": "There are no photo albums to show yet.",
  "gallery.loadingAlbum": "Loading album…",
  "gallery.loadFailed": "The photos could not be loaded.",
  "gallery.loadFailedHelp": "Please check your connection and try again.",
  "gallery.retry": "Retry",
  "gallery.retrying": "Retrying…",
  "gallery.onePhoto": "1 photo",
  "gallery.photoCount": "{count} photos",
  "gallery.fromAlbum": "Album:",
  "gallery.allAlbums": "All albums",
  "gallery.emptyAlbum": "There are no photos in this album yet.",
  "gallery.photoNumber": "{album}, photo {number}",
  "awards.title": "Awards to the college",
  "awards.none": "There are no awards to show yet.",
  "awards.number": "Award {number}",
  "lightbox.loading": "Loading image…",
  "lightbox.failed": "The image could not be loaded.",
  "lightbox.previous": "Previous image",
  "lightbox.next": "Next image",
  "lightbox.zoomIn": "Zoom in",
  "lightbox.zoomOut": "Zoom out",
  "lightbox.rotateLeft": "Rotate left",
  "lightbox.rotateRight": "Rotate right",
  "lightbox.download": "Download",
  "lightbox.close": "Close",
  "lightbox.imageNumber": "Image {number} of {count}",
  // Areas with many keys keep them in their own file (app/messages/en/<area>.ts), spread here one line each.
  ...menuMessages,
  ...contentMessages,
} as const;

export type { MessageKey } from "./catalogue.ts";

/**
 * English text for a key, for code not yet handed the request's language. New code takes `useT()` (components) or
 * `translator(languageOf(request))` (server code) instead; this goes once every caller does.
 */
export function t(key: keyof typeof en, values: Record<string, string | number> = {}): string {
  return en[key].replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}
