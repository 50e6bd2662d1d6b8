/**
 * Text of the page frames (shell, console frame, error pages) and of the public pages that have no content file for
 * it: page names and descriptions, table headings, section headings.
 */
export const pagesMessages = {
  "archive.title": "Archive",
  "awards.description":
    "Awards and recognitions the college has received for its teaching, skill development and campus, with the citation of each award.",
  "breadcrumb.separator": "›",
  "error.retry": "Try again",
  "error.retrying": "Trying again…",
  "gallery.albumDescription": "{album}: {photos} from the photo gallery of {name}, Gumla.",
  "gallery.albumTitle": "{heading} – {album}",
  "home.description":
    "{name}: diploma engineering in Civil, Electrical, Mechanical and Mining, and BCA, in Gumla, Jharkhand. Admissions, fees, notices and campus.",
  "home.title": "Home",
  "notFound.code": "404",
  "gone.code": "410",
  "sitemap.title": "Sitemap",
  "formsPage.admission.description":
    "Apply online for admission to diploma engineering, BCA or the diploma for working professionals at the college in Gumla.",
  "formsPage.admission.title": "Apply GPCET",
  "formsPage.alumni.description":
    "Former students of the college: tell us where you work now and how your diploma or BCA prepared you.",
  "formsPage.alumni.title": "Alumni Speaks",
  "formsPage.contact.description":
    "Phone numbers, e-mail and postal address of the college in Gumla, Jharkhand (PIN 835207), and a form to send us a message.",
  "formsPage.contact.title": "Contact Us",
  "formsPage.enquiry.description":
    "Ask the admission office to call you back about a diploma, BCA or working-professional course at the college in Gumla.",
  "formsPage.enquiry.title": "Enquiry",
} as const;
