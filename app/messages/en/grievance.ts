/**
 * Grievance redressal's public texts (`/grievance`, `/grievance/status`, decision 061) and its mail: left out of the
 * browser's catalogue (vite.config.ts) and added by the pages' route modules (app/messages/grievance-messages.ts).
 */
export const grievanceMessages = {
  "grievance.description":
    "Students, parents and staff can lodge a grievance with the college's Grievance Redressal Committee and follow it by its number.",
  "grievance.intro":
    "Students, parents and staff of the college can lodge a grievance here. The Grievance Redressal Committee looks at every grievance and aims to resolve it within 15 days of receiving it, as AICTE asks. You will get a grievance number to follow it.",
  "grievance.ragging":
    "For ragging, you can also call the National Anti-Ragging Helpline 1800-180-5522 (free, every day, at any hour).",
  "grievance.formName": "Lodge a grievance",
  "grievance.label.lodgedBy": "I am a",
  "grievance.lodger.student": "Student",
  "grievance.lodger.parent": "Parent or guardian",
  "grievance.lodger.staff": "Staff member",
  "grievance.label.name": "Your name",
  "grievance.label.mobile": "Mobile number",
  "grievance.label.email": "E-mail address",
  "grievance.hint.contact":
    "Give a mobile number, an e-mail address or both. You will need one of them with your grievance number to follow it.",
  "grievance.label.category": "Category",
  "grievance.chooseCategory": "Choose a category",
  "grievance.category.academic": "Academic (classes, teaching, attendance)",
  "grievance.category.examination": "Examination and results",
  "grievance.category.fees-scholarships": "Fees and scholarships",
  "grievance.category.admission": "Admission",
  "grievance.category.infrastructure-hostel": "Infrastructure and hostel",
  "grievance.category.ragging-harassment": "Ragging or harassment",
  "grievance.category.other": "Other",
  "grievance.label.description": "Your grievance",
  "grievance.hint.description":
    "Say what happened, when and where, and what you would like done. At most {max} characters.",
  "grievance.label.attachment": "Attachment (optional)",
  "grievance.hint.attachment": "One PDF, JPEG or PNG file of at most 5 MB, for example a receipt or a letter.",
  "grievance.submit": "Lodge the grievance",
  "grievance.error.lodgedBy": "Choose who you are.",
  "grievance.error.name": "Enter your name.",
  "grievance.error.mobile": "Enter a 10-digit mobile number, or leave it empty.",
  "grievance.error.email": "Enter a valid e-mail address, or leave it empty.",
  "grievance.error.contact": "Give a mobile number or an e-mail address.",
  "grievance.error.category": "Choose a category.",
  "grievance.error.description": "Describe your grievance in at least {min} characters.",
  "grievance.error.attachmentType": "The attachment must be a PDF, JPEG or PNG file.",
  "grievance.error.attachmentSize": "The attachment must be at most 5 MB.",
  "grievance.invalid": "Please correct the details marked below.",
  "grievance.tooMany":
    "Too many grievances or look-ups from your connection. Please wait {minutes} minutes and try again.",
  "grievance.failed": "Your grievance could not be saved. Please try again in a moment.",
  "grievance.lodged.title": "Your grievance has been received",
  "grievance.lodged.number": "Your grievance number is {number}.",
  "grievance.lodged.keep":
    "Write it down or keep this page: you need the number and the mobile number or e-mail address you gave to follow your grievance.",
  "grievance.lodged.mailed": "We have also sent the number to the e-mail address you gave.",
  "grievance.lodged.due": "The committee aims to resolve it by {date}.",
  "grievance.lodged.follow": "Follow your grievance",
  "grievance.statusLink": "Already lodged a grievance? Follow its status.",
  "grievance.status.description":
    "Follow a grievance you lodged: enter its number and the mobile number or e-mail address you gave.",
  "grievance.status.intro":
    "Enter your grievance number and the mobile number or e-mail address you gave when you lodged it.",
  "grievance.status.formName": "Find your grievance",
  "grievance.status.label.number": "Grievance number",
  "grievance.status.hint.number": "For example GR-2026-7K3Q9MXA2B",
  "grievance.status.label.contact": "Mobile number or e-mail address",
  "grievance.status.submit": "Show the status",
  "grievance.status.error.number": "Enter your grievance number as you were given it, for example GR-2026-7K3Q9MXA2B.",
  "grievance.status.error.contact": "Enter the 10-digit mobile number or the e-mail address you gave.",
  "grievance.status.notFound":
    "No grievance matches this number and mobile number or e-mail address. Check both and try again, or contact the college office.",
  "grievance.status.heading": "Grievance {number}",
  "grievance.status.current": "Status: {status}",
  "grievance.status.received": "Received",
  "grievance.status.under-review": "Under review",
  "grievance.status.resolved": "Resolved",
  "grievance.status.closed": "Closed",
  "grievance.explain.received": "The Grievance Redressal Committee has your grievance and will look at it soon.",
  "grievance.explain.under-review": "The Grievance Redressal Committee is looking into your grievance.",
  "grievance.explain.resolved":
    "The committee has resolved your grievance. If you are not satisfied, please contact the college office.",
  "grievance.explain.closed": "Your grievance is closed.",
  "grievance.status.due": "To be resolved by {date}.",
  "grievance.status.category": "Category: {category}",
  "grievance.history": "History",
  "grievance.history.when": "Date and time (IST)",
  "grievance.history.what": "What happened",
  "grievance.history.lodged": "Grievance received",
  "grievance.history.moved": "Status changed to “{status}”",
  "grievance.status.another": "Look up another grievance",
  "grievance.status.lodge": "Lodge a new grievance",
  "grievance.contact": "Questions? Call {phones} or write to {email}.",
  "mail.grievance.subject": "Grievance {number} received – {college}",
  "mail.grievance.greeting": "Dear sender,",
  "mail.grievance.received":
    "{college} has received your grievance. Its number is {number}. The Grievance Redressal Committee aims to resolve it within 15 days.",
  "mail.grievance.look": "Follow it at {link} with this number and the mobile number or e-mail address you gave.",
  "mail.grievance.why":
    "You receive this mail because this address was given when a grievance was lodged on the college's website.",
} as const;
