import { formsMessages } from "./en/forms.ts";
import { serverRepliesMessages } from "./en/server-replies.ts";
import { admissionFormMessages } from "./en/admission-form.ts";
import { alumniFormMessages } from "./en/alumni-form.ts";
import { contentMessages } from "./en/content.ts";
import { staticPagesMessages } from "./en/static-pages.ts";
import { pagesMessages } from "./en/pages.ts";
import { consoleMessages } from "./en/console.ts";
import { searchMessages } from "./en/search.ts";
import { applicationStatusMessages } from "./en/application-status.ts";
import { applicationStatusPageMessages } from "./en/application-status-page.ts";
import { dataRightsMessages } from "./en/data-rights.ts";
import { applicationDraftsMessages } from "./en/application-drafts.ts";
import { grievanceMessages } from "./en/grievance.ts";
import { guardianConsentMessages } from "./en/guardian-consent.ts";
import { grievanceLinkMessages } from "./en/grievance-links.ts";
import { displayMessages } from "./en/display.ts";
import { lightboxMessages } from "./en/lightbox.ts";

/**
 * UI text of the site in English. Components take text from here (through `t`) so that a second language
 * is a second catalogue, not an edit of every component.
 */
export const en = {
  ...pagesMessages,
  ...consoleMessages,
  "site.skipToContent": "Skip to main content",
  "site.tagline": "Diploma engineering and BCA in Gumla, Jharkhand",
  "search.label": "Search the site",
  "search.submit": "Search",
  "ticker.label": "Latest News",
  "ticker.pause": "Pause",
  "ticker.play": "Play",
  "ticker.new": "new",
  "menu.main": "Main menu",
  "menu.open": "Menu",
  "menu.close": "Close menu",
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
  "footer.policies": "Website policies",
  "footer.policy.help": "Help",
  "footer.policy.accessibility": "Accessibility Statement",
  "footer.policy.screenReader": "Screen Reader Access",
  "footer.policy.copyright": "Copyright Policy",
  "footer.policy.hyperlinking": "Hyperlinking Policy",
  "footer.policy.archival": "Content Archival Policy",
  "notFound.title": "Oops! Page Not Found",
  "notFound.text": "The page you are looking for does not exist or has been moved.",
  "notFound.returnHome": "Return Home",
  "gone.title": "Page Removed",
  "gone.text": "The page you are looking for has been removed from the site.",
  "error.title": "Something went wrong",
  "error.text": "Please try again in a moment.",
  "forbidden.title": "No access",
  "forbidden.text": "Your account may not open this page. Ask the college's console administrator if you need it.",
  "carousel.previous": "Previous",
  "carousel.next": "Next",
  "carousel.pause": "Pause",
  "carousel.play": "Play",
  "carousel.roleDescription": "carousel",
  "carousel.slideRoleDescription": "slide",
  "home.banners": "Highlights",
  "home.placements": "Our Placements",
  "home.close": "Close",
  ...formsMessages,
  ...serverRepliesMessages,
  ...admissionFormMessages,
  ...alumniFormMessages,
  // Galleries and lightbox
  "gallery.title": "Gallery",
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
  // Areas with many keys keep them in their own file (app/messages/en/<area>.ts), spread here one line each.
  ...contentMessages,
  ...staticPagesMessages,
  ...searchMessages,
  ...applicationStatusMessages,
  ...applicationStatusPageMessages,
  ...dataRightsMessages,
  ...applicationDraftsMessages,
  ...grievanceMessages,
  ...guardianConsentMessages,
  ...grievanceLinkMessages,
  ...displayMessages,
  ...lightboxMessages,
} as const;

export type { MessageKey } from "./catalogue.ts";
