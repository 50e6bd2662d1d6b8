import type { PageEntry } from "../../route-list.ts";

/** Pages with a visitor form; app/route-list.ts gathers every area's list. */
export const formsPages: PageEntry[] = [
  { path: "enquiry", file: "routes/forms/enquiry.tsx" },
  { path: "contact-us", file: "routes/forms/contact-us.tsx" },
  { path: "gpcet-form", file: "routes/forms/gpcet-form.tsx" },
  { path: "alumni-speaks", file: "routes/forms/alumni-speaks.tsx" },
  { path: "application-status", file: "routes/forms/application-status.tsx" },
  { path: "data-rights", file: "routes/forms/data-rights.tsx" },
  { path: "grievance", file: "routes/forms/grievance.tsx" },
  { path: "grievance/status", file: "routes/forms/grievance-status.tsx" },
];
