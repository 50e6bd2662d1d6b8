/**
 * Guardian consent for applicants under 18 (decision 068): the admission form's "Parent or guardian" group (drawn
 * with texts the page's loader sends, so the browser's build leaves this part out), its errors (answered as text by
 * the server), the guardian's page and the guardian's mail. Added where drawn by app/messages/guardian-consent-messages.ts.
 */
export const guardianConsentMessages = {
  "guardian.legend": "Parent or guardian",
  "guardian.hint":
    "Needed if the applicant is under 18 on the day of applying. With an e-mail address we send the parent or guardian a link to give consent; without one, the admission office will call them.",
  "guardian.label.name": "Parent's or guardian's name",
  "guardian.label.relation": "Relation to the applicant",
  "guardian.hint.relation": "For example mother, father, uncle",
  "guardian.label.email": "Parent's or guardian's e-mail (optional)",
  "guardian.label.mobile": "Parent's or guardian's mobile number",
  "guardian.error.name": "The applicant is under 18: enter the name of a parent or guardian.",
  "guardian.error.relation":
    "The applicant is under 18: enter how the parent or guardian is related, for example mother.",
  "guardian.error.mobile": "The applicant is under 18: enter the parent's or guardian's 10-digit mobile number.",
  "guardian.error.email": "Enter a valid e-mail address, for example name@example.com, or leave it empty.",
  "guardian.awaited.mailed":
    "The applicant is under 18, so the application waits for the consent of the parent or guardian. We have e-mailed them a link to give it.",
  "guardian.awaited.office":
    "The applicant is under 18, so the application waits for the consent of the parent or guardian. The admission office will contact them and record the consent given in person or by phone.",
  "guardianConsent.title": "Consent of a parent or guardian",
  "guardianConsent.description":
    "A parent or guardian gives consent to the admission application of an applicant under 18.",
  "guardianConsent.intro":
    "An application for admission to {college} names you as the parent or guardian of the applicant, who is under 18. Application ID: {reference}.",
  "guardianConsent.what":
    "By confirming, you agree that the college uses the applicant's personal data for admission as the privacy notice below says. If you do not know of this application, do not confirm: call the admission office at {phones}.",
  "guardianConsent.until": "This link works until {date}.",
  "guardianConsent.confirm": "I am the parent or guardian and I give my consent",
  "guardianConsent.done":
    "Thank you. Your consent to application {reference} is recorded, and the admission office will go on with it.",
  "guardianConsent.invalid":
    "This link cannot be used: it may have expired, it may have been used already, or it may not have been copied whole.",
  "guardianConsent.wayForward":
    "Ask the admission office for a new link, or give your consent in person or by phone: call {phones} or write to {email}.",
  "mail.guardian.subject": "Consent needed for application {reference} – {college}",
  "mail.guardian.greeting": "Dear parent or guardian,",
  "mail.guardian.body":
    "An application for admission to {college} (application ID {reference}) names you as the parent or guardian of the applicant, who is under 18. The college needs your consent before it goes on with the application.",
  "mail.guardian.link": "To read what you consent to and give your consent, open this link (it works until {date}):",
  "mail.guardian.notYou": "If you do not know of this application, do not open the link; call the admission office.",
} as const;
