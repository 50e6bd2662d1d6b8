/**
 * Texts of the admission form's drafts (decision 067) that only the server writes: the answer to "Save and finish
 * later", the page of a link that no longer works, and the mail with the link. The browser's build leaves them out
 * (vite.config.ts): a page receives them as text in its data.
 */
export const applicationDraftsMessages = {
  "drafts.saved":
    "Your form is saved. We have e-mailed a link to {email}: open it within 30 days to finish and send your application.",
  "drafts.savedAgain": "Your form is saved again. The link we e-mailed you still works, for 30 days from now.",
  "drafts.linkGone.title": "This link no longer works",
  "drafts.linkGone.text":
    "It may be older than 30 days, its application may have been sent already, or it was not copied whole.",
  "drafts.linkGone.action": "You can fill in the form below again.",
  "drafts.resumed": "Here is the form as you saved it. Check it, then send it, or save it again.",
  "drafts.idProofSaved":
    "Saved with your form: XXXX XXXX {last4}. Leave this empty to keep it, or type the number again to change it.",
  "drafts.mail.subject": "Finish your application – {college}",
  "drafts.mail.greeting": "Dear applicant,",
  "drafts.mail.saved": "You saved an admission application form on the website of {college} to finish later.",
  "drafts.mail.link": "Open this link to finish and send it:",
  "drafts.mail.valid":
    "The link works for 30 days, or until the application is sent. Do not share it: whoever has it can see the form.",
  "drafts.mail.why":
    "You receive this message because this address was typed into the form. If it was not you, ignore it.",
} as const;
