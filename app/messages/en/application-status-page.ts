/**
 * The status look-up's own texts (`/application-status`): left out of the browser's catalogue and added by the
 * page's route module (app/messages/application-status-messages.ts), as the console's are.
 */
export const applicationStatusPageMessages = {
  "applicationStatus.description":
    "See where your admission application stands: enter your application ID and your date of birth.",
  "applicationStatus.intro":
    "Enter the application ID you were given when you applied and your date of birth as you wrote it on the application. You need no account.",
  "applicationStatus.formName": "Find your application",
  "applicationStatus.label.id": "Application ID",
  "applicationStatus.hint.id": "For example GP-2026-7K3Q9M",
  "applicationStatus.label.dateOfBirth": "Date of birth",
  "applicationStatus.submit": "Show the status",
  "applicationStatus.error.id": "Enter your application ID as you were given it, for example GP-2026-7K3Q9M.",
  "applicationStatus.error.dateOfBirth": "Enter your date of birth as a date, for example 2009-05-14.",
  "applicationStatus.invalid": "Please correct the details marked below.",
  "applicationStatus.notFound":
    "No application matches this application ID and date of birth. Check both against your confirmation and try again, or contact the admission office.",
  "applicationStatus.tooMany": "Too many look-ups from your connection. Please wait {minutes} minutes and try again.",
  "applicationStatus.heading": "Application {reference}",
  "applicationStatus.current": "Status: {status}",
  "applicationStatus.status.received": "Received",
  "applicationStatus.status.under-review": "Under review",
  "applicationStatus.status.accepted": "Accepted",
  "applicationStatus.status.rejected": "Not accepted",
  "applicationStatus.explain.received": "The admission office has your application and will look at it soon.",
  "applicationStatus.explain.under-review": "The admission office is checking your application.",
  "applicationStatus.explain.accepted":
    "Your application has been accepted. The admission office will contact you about the next steps.",
  "applicationStatus.explain.rejected":
    "Your application has not been accepted. To know why, please contact the admission office.",
  "applicationStatus.guardian.awaiting": "Awaiting guardian consent",
  "applicationStatus.guardian.explain":
    "The applicant is under 18. The admission office goes on with the application once a parent or guardian has given consent, through the link sent to their e-mail or to the office in person or by phone.",
  "applicationStatus.history": "History",
  "applicationStatus.history.when": "Date and time (IST)",
  "applicationStatus.history.what": "What happened",
  "applicationStatus.history.sent": "Application received",
  "applicationStatus.history.moved": "Status changed to “{status}”",
  "applicationStatus.fresh": "This page shows the admission office's changes as soon as they are made.",
  "applicationStatus.contact": "Questions? Call {phones} or write to {email}.",
  "applicationStatus.another": "Look up another application",
  "applicationStatus.receipt.refused":
    "No receipt: no application matches this application ID and date of birth. Check both against your confirmation and try again, or contact the admission office.",
  "receipt.title": "Application receipt",
  "receipt.field.reference": "Application ID",
  "receipt.field.submittedAt": "Date and time of application",
  "receipt.field.programme": "Programme",
  "receipt.field.name": "Name",
  "receipt.field.idProof": "Aadhaar/UID number",
  "receipt.noPhoto": "No photo",
  "receipt.scan": "Scan to see the status of your application:",
  "receipt.keep": "Keep this receipt. The status page asks for the application ID and your date of birth.",
  "receipt.notAdmission": "This receipt confirms that the application was received; it is not an admission.",
} as const;
