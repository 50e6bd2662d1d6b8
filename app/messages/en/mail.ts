/**
 * Text of the mail a stored submission sends (the office's notice, the applicant's acknowledgement) and of the
 * outbox's states: written by the server and shown in the console only, so part of the console's texts, which the
 * public pages' build leaves out.
 */
export const mailMessages = {
  "mail.kind.applications": "Admission application",
  "mail.kind.enquiries": "Quick enquiry",
  "mail.kind.footer_enquiries": "Callback enquiry",
  "mail.kind.contact_messages": "Contact message",
  "mail.kind.alumni_feedback": "Alumni feedback",
  "mail.kind.grievances": "Grievance",
  "mail.kind.data_rights_requests": "Data-rights request",
  "mail.notice.subject": "New {kind} from {name}",
  "mail.notice.subjectWithReference": "New {kind} {reference} from {name}",
  "mail.notice.arrived": "A new {kind} has arrived on the website.",
  "mail.notice.kind": "Kind: {kind}",
  "mail.notice.name": "Name: {name}",
  "mail.notice.reference": "Reference: {reference}",
  "mail.notice.open": "Open it in the staff console (sign-in needed): {link}",
  "mail.notice.noDetails": "The details stay in the console; this message carries none of them.",
  "mail.status.pending": "Waiting",
  "mail.status.sending": "Sending",
  "mail.status.sent": "Sent",
  "mail.status.failed": "Failed",
  "mail.receipt.subject": "Application {reference} received – {college}",
  "mail.receipt.greeting": "Dear applicant,",
  "mail.receipt.thanks": "Thank you for applying to {college}. We have received your admission application.",
  "mail.receipt.id":
    "Your application ID is {reference}. Please keep it: quote it whenever you contact the admission office.",
  "mail.receipt.next": "The admission office will review your application and contact you by e-mail or phone.",
  "mail.receipt.phone": "Phone: {phones}",
  "mail.receipt.email": "E-mail: {email}",
  "mail.receipt.why":
    "This message was sent automatically because this address was given on an admission application. If you did not apply, you can ignore it.",
  "mail.statusChange.subject": "Application {reference}: {status} – {college}",
  "mail.statusChange.greeting": "Dear applicant,",
  "mail.statusChange.changed": "The admission office of {college} has changed the status of application {reference}.",
  "mail.statusChange.status": "Status now: {status}",
  "mail.statusChange.look":
    "See the status and its history here (you will be asked for the date of birth given on the application): {link}",
} as const;
