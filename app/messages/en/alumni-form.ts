/**
 * Text of the alumni form (/alumni-speaks): its labels, hints and checks. The browser's build leaves it out of the catalogue; the page loads it before it draws
 * (app/messages/load-language.ts).
 */
export const alumniFormMessages = {
  "forms.error.alumni.name": "Enter Name of the Student",
  "forms.error.alumni.email": "Enter a valid email address",
  "forms.error.alumni.mobile": "Enter Contact Number",
  "forms.error.alumni.mobileDigits": "Enter a 10-digit number",
  "forms.error.alumni.registerNumber": "Enter Registerd Number",
  "forms.error.alumni.graduation": "Enter Year of Graduation",
  "forms.error.alumni.address": "Enter Current Address",
  "forms.error.alumni.company": "Enter Company Name & Address",
  "forms.error.alumni.employer": "Enter Employer Name & Address",
  "forms.error.alumni.course": "Select Course",
  "forms.error.alumni.remarks": "Please enter Remarks",
  "forms.label.studentName": "Name of the Student",
  "forms.label.contactNumber": "Contact Number",
  "forms.label.registerNumber": "Registered Number",
  "forms.label.graduationYear": "Year of Graduation",
  "forms.label.currentAddress": "Current Address",
  "forms.label.company": "Company Name & Address",
  "forms.label.employer": "Employer Name & Address",
  "forms.hint.registerNumber": "10 digits, as on your marksheet",
  "forms.hint.graduation": "The date your final result was declared, or any day of that year",
  "forms.alumni.formName": "Alumni feedback",
  "forms.alumni.intro": "Former students: tell us where you are now and what you think of your time at the college.",
} as const;
