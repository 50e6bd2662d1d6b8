import { defineCatalogue } from "./catalogue.ts";
import { formsMessages } from "./hi/forms.ts";
import { serverRepliesMessages } from "./hi/server-replies.ts";
import { admissionFormMessages } from "./hi/admission-form.ts";
import { alumniFormMessages } from "./hi/alumni-form.ts";
import { contentMessages } from "./hi/content.ts";
import { staticPagesMessages } from "./hi/static-pages.ts";
import { pagesMessages } from "./hi/pages.ts";
import { consoleMessages } from "./hi/console.ts";
import { searchMessages } from "./hi/search.ts";
import { applicationStatusMessages } from "./hi/application-status.ts";
import { applicationStatusPageMessages } from "./hi/application-status-page.ts";
import { dataRightsMessages } from "./hi/data-rights.ts";
import { applicationDraftsMessages } from "./hi/application-drafts.ts";
import { grievanceMessages } from "./hi/grievance.ts";
import { guardianConsentMessages } from "./hi/guardian-consent.ts";
import { grievanceLinkMessages } from "./hi/grievance-links.ts";
import { displayMessages } from "./hi/display.ts";
import { lightboxMessages } from "./hi/lightbox.ts";

/*
 * Glossary: the words this catalogue uses, so that every Hindi text says a thing the same way. Plain Hindi a parent
 * reads without effort; the English word where it is the one people use; the official name where there is one.
 *
 *   admission → प्रवेश                 application → आवेदन (applicant: आवेदक)   enquiry → पूछताछ
 *   course → कोर्स                     programme → प्रोग्राम                    branch → ब्रांच
 *   curriculum → पाठ्यक्रम               semester → सेमेस्टर                      subject → विषय
 *   fees → फ़ीस (never शुल्क)            seats → सीटें                            scholarship → छात्रवृत्ति
 *   diploma → डिप्लोमा                  polytechnic → पॉलिटेक्निक                 BCA → बीसीए
 *   Civil/Electrical/Mechanical/Mining Engineering → सिविल/इलेक्ट्रिकल/मैकेनिकल/माइनिंग इंजीनियरिंग
 *   working professionals → कामकाजी पेशेवर                                   college → कॉलेज
 *   faculty (page names) → फ़ैकल्टी: कोर फ़ैकल्टी, विज़िटिंग फ़ैकल्टी; a teacher in running text → शिक्षक
 *   principal → प्राचार्य                director → निदेशक                        Board of Governors → बोर्ड ऑफ़ गवर्नर्स
 *   staff (office) → कर्मचारी            department → विभाग                       examination → परीक्षा
 *   placement → प्लेसमेंट                alumni → पूर्व छात्र                       notice board → नोटिस बोर्ड
 *   notice (a document) → सूचना          gallery → गैलरी, album → एल्बम, photo → फ़ोटो, picture/image → तस्वीर/इमेज
 *   form → फ़ॉर्म                         field (of a form) → खाना                 required → ज़रूरी
 *   submit → जमा करें                   enter … → … दर्ज करें                     select … → … चुनें
 *   mobile number → मोबाइल नंबर         e-mail → ई-मेल                           phone → फ़ोन
 *   marksheet → मार्कशीट                 year of graduation → पास होने का वर्ष      date (labels) → तिथि
 *   address → पता, PIN code → पिन कोड   Aadhaar → आधार (UID stays UID)           date of birth → जन्म तिथि
 *   category (admission) → श्रेणी        registration number → रजिस्ट्रेशन नंबर    ID (application) → आईडी
 *   success / warning / error (toasts) → सफल / चेतावनी / त्रुटि                  try again → फिर से कोशिश करें
 *   Home (breadcrumb, page) → होम       menu → मेन्यू                             page → पेज
 *   staff console → स्टाफ़ कंसोल          sign in / out → साइन इन / साइन आउट
 *
 * Spelling: nukta where the word has it (फ़ीस, फ़ोटो, फ़ॉर्म, ज़रूरी, ज़ूम); digits 0–9, never Devanagari digits; the
 * sentence ends with "।". Kept as they are: GPCET, codes (TH, PR, UID, newstype), units (MB, m²), e-mail addresses
 * and phone numbers; Gumla in running text is गुमला. Every {placeholder} stays exactly as in English.
 *
 * The staff console (app/messages/hi/console.ts) stays English for now: its keys take the English objects themselves.
 */

/** UI text of the site in Hindi: the keys of `en.ts`, checked against it when it compiles (`defineCatalogue`). */
export const hi = defineCatalogue({
  ...pagesMessages,
  ...consoleMessages,
  "site.skipToContent": "मुख्य सामग्री पर जाएँ",
  "site.tagline": "गुमला, झारखंड में डिप्लोमा इंजीनियरिंग और बीसीए",
  "search.label": "साइट में खोजें",
  "search.submit": "खोजें",
  "ticker.label": "ताज़ा ख़बरें",
  "ticker.pause": "रोकें",
  "ticker.play": "चलाएँ",
  "ticker.new": "नया",
  "menu.main": "मुख्य मेन्यू",
  "menu.open": "मेन्यू",
  "menu.close": "मेन्यू बंद करें",
  "breadcrumb.label": "आप यहाँ हैं",
  "breadcrumb.home": "होम",
  "footer.quickLinks": "त्वरित लिंक",
  "footer.contact": "संपर्क करें",
  "footer.follow": "हमें फ़ॉलो करें",
  "footer.phone": "फ़ोन",
  "footer.email": "ई-मेल",
  "footer.address": "पता",
  "footer.map": "लोकेशन",
  "footer.showMap": "इंटरैक्टिव नक्शा दिखाएँ",
  "footer.mapNote": "नक्शा OpenStreetMap से तभी लोड होता है जब आप इसके लिए कहें।",
  "footer.openMap": "लोकेशन OpenStreetMap में खोलें",
  "footer.appBadge": "Google Play पर पाएँ",
  "footer.copyright": "© {year} {name}। सर्वाधिकार सुरक्षित।",
  "footer.scrollTop": "ऊपर जाएँ",
  "gone.title": "पेज हटा दिया गया",
  "gone.text": "आप जो पेज ढूँढ रहे हैं, उसे साइट से हटा दिया गया है।",
  "gone.code": "410",
  "footer.policies": "वेबसाइट नीतियाँ",
  "footer.policy.help": "सहायता",
  "footer.policy.accessibility": "सुगम्यता विवरण",
  "footer.policy.screenReader": "स्क्रीन रीडर सुविधा",
  "footer.policy.copyright": "कॉपीराइट नीति",
  "footer.policy.hyperlinking": "हाइपरलिंकिंग नीति",
  "footer.policy.archival": "सामग्री संग्रह नीति",
  "notFound.title": "माफ़ कीजिए! पेज नहीं मिला",
  "notFound.text": "आप जो पेज खोज रहे हैं, वह मौजूद नहीं है या कहीं और ले जाया गया है।",
  "notFound.returnHome": "होम पर लौटें",
  "error.title": "कुछ गड़बड़ हो गई",
  "error.text": "कृपया थोड़ी देर में फिर से कोशिश करें।",
  "forbidden.title": "पहुँच नहीं",
  "forbidden.text": "आपका खाता यह पेज नहीं खोल सकता। ज़रूरत हो तो कॉलेज के कंसोल एडमिनिस्ट्रेटर से कहें।",
  "carousel.previous": "पिछला",
  "carousel.next": "अगला",
  "carousel.pause": "रोकें",
  "carousel.play": "चलाएँ",
  "carousel.roleDescription": "कैरोसेल",
  "carousel.slideRoleDescription": "स्लाइड",
  "home.banners": "मुख्य बातें",
  "home.placements": "हमारे प्लेसमेंट",
  "home.close": "बंद करें",
  ...formsMessages,
  ...serverRepliesMessages,
  ...admissionFormMessages,
  ...alumniFormMessages,
  // Galleries and lightbox
  "gallery.title": "गैलरी",
  "gallery.loadFailed": "फ़ोटो लोड नहीं हो सकीं।",
  "gallery.loadFailedHelp": "कृपया अपना कनेक्शन जाँचें और फिर से कोशिश करें।",
  "gallery.retry": "फिर से कोशिश करें",
  "gallery.retrying": "फिर से कोशिश हो रही है…",
  "gallery.onePhoto": "1 फ़ोटो",
  "gallery.photoCount": "{count} फ़ोटो",
  "gallery.fromAlbum": "एल्बम:",
  "gallery.allAlbums": "सभी एल्बम",
  "gallery.emptyAlbum": "इस एल्बम में अभी कोई फ़ोटो नहीं है।",
  "gallery.photoNumber": "{album}, फ़ोटो {number}",
  "awards.title": "कॉलेज को मिले पुरस्कार",
  "awards.none": "अभी दिखाने के लिए कोई पुरस्कार नहीं है।",
  "awards.number": "पुरस्कार {number}",
  // Areas with many keys keep them in their own file (app/messages/hi/<area>.ts), spread here one line each.
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
});
