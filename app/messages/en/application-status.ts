/** What other pages say of the status look-up: its name (the site map, the breadcrumb) and the confirmation's link to it. */
export const applicationStatusMessages = {
  "applicationStatus.title": "Application status",
  "applicationStatus.confirmationLink": "Check the status of your application",
  "applicationStatus.receipt.download": "Download the receipt (PDF)",
} as const;
