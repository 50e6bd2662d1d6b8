/** Hindi of app/messages/en/application-status.ts. */
export const applicationStatusMessages = {
  "applicationStatus.title": "आवेदन की स्थिति",
  "applicationStatus.confirmationLink": "अपने आवेदन की स्थिति देखें",
  "applicationStatus.receipt.download": "रसीद डाउनलोड करें (PDF)",
} as const;
