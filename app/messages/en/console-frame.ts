/** The console's frame (app/routes/admin/layout.tsx): part of the console's messages, which public pages never draw. */
export const consoleFrameMessages = {
  "staff.console": "Staff console",
  "site.publicSite": "Public website",
  "staff.brand": "{name} · Staff console",
  "staff.signOut": "Sign out",
  "staff.signedIn": "{name} ({role})",
} as const;
