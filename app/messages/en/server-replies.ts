/**
 * Text that only the server sends, never drawn by a component: the legacy API's error answers, the photo and picture
 * uploads' refusals, the answers of the rate limits and of the size limit on posts; the privacy notice's words, which
 * the server puts into the shell's data and the privacy policy (app/lib/privacy-notice.server.ts). The browser's build leaves it
 * out of the catalogue (vite.config.ts); `catalogue-parts.test.ts` checks that no module the browser runs asks for it.
 */
export const serverRepliesMessages = {
  // The admission form's longer texts, sent to its page as text with its data (the page's script budget).
  "forms.hint.idProof":
    "Why we ask: the Aadhaar/UID number identifies you for admission, university registration and scholarships. It is stored encrypted and staff see only its last four digits.",
  "forms.admission.intro":
    "Apply online for admission. The admission office checks every application and contacts you on the mobile number you give.",
  "forms.photo.hint": "A recent passport-size photo: JPEG or PNG, at most 2 MB.",
  "forms.photo.kept": "Your photo has been received; choose another file only to replace it.",
  "forms.tooMany": "Too many submissions from your connection. Please wait {minutes} minutes and try again.",
  "forms.tooLarge": "What you sent is too large. Shorten the text, or choose a photo of at most 2 MB, and try again.",
  "forms.goBack": "Go back to the form",
  "api.newsTypeChoice": "newstype must be one of {types}",
  "api.newsTypeFaculty": "newstype must be F",
  "api.galleryCode": "code must be 1 to 64 letters, digits, - or _",
  "api.noGallery": "No gallery has that code",
  "api.noEndpoint": "No such API endpoint",
  "uploads.photo.missing": "Choose a photo to upload.",
  "uploads.photo.type": "The photo must be a JPEG or PNG image.",
  "uploads.photo.size": "The photo must be at most 2 MB.",
  "uploads.photo.unreadable": "The photo could not be read; it may be damaged or too large in pixels.",
  "uploads.photo.notFound": "No such photo",
  "uploads.picture.unnamed": "The picture",
  "uploads.picture.type": "{name} is not a JPEG, PNG or WebP picture.",
  "uploads.picture.size": "{name} is larger than 8 MB.",
  "uploads.picture.unreadable":
    "{name} could not be read as a picture; it may be damaged, empty or too large in pixels.",
  "privacy.notice.heading": "Privacy notice (version {version}): what we collect, why, for how long, and your rights",
  "privacy.notice.collected": "What is collected",
  "privacy.notice.purpose": "Why",
  "privacy.notice.retention": "How long it is kept",
  "privacy.notice.rights": "Your rights",
  "privacy.notice.withdrawal": "Withdrawing your consent",
  "privacy.notice.officer": "Grievance officer",
  "privacy.notice.dataRights": "Make a data-rights request",
  "privacy.notice.policy": "Privacy policy",
  "privacy.consent.label": "I have read the privacy notice and agree that the college may use what I send as it says.",
  "privacy.policy.heading": "Your rights and the grievance officer",
  "privacy.policy.rights":
    "Under the Digital Personal Data Protection Act, 2023 you may ask for access to your data, its correction or erasure, withdraw your consent, nominate someone to act for you, and raise a grievance.",
  "privacy.policy.requests": "Make a request at {link}; it gets a number and is answered within 90 days.",
  "privacy.policy.officer": "The grievance officer:",
  // The college's name and address as the shell shows them (app/lib/college-names.server.ts); the same words as
  // app/settings/institution.ts, which the mails and the legacy API use.
  // The home page's Student Login link, whatever its stored title (spec §2).
  "links.studentLogin": "Student Login",
  "college.name": "Gumla Polytechnic College of Engineering and Technology",
  "college.shortName": "GPCET Gumla",
  "college.address": "Near Block Office, Sisai Road, Gumla, Jharkhand",
} as const;
