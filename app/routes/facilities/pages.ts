import type { PageEntry } from "../../route-list.ts";

/** Pages of this area, in menu order; app/route-list.ts gathers every area's list. */
export const facilitiesPages: PageEntry[] = [
  { path: "fees", file: "routes/facilities/fees-page.tsx", content: "fees/diploma" },
  { path: "bcafees", file: "routes/facilities/fees-page.tsx", content: "fees/bca" },
  { path: "diploma-professionalsfees", file: "routes/facilities/fees-page.tsx", content: "fees/working-professionals" },
  { path: "campus", file: "routes/facilities/campus.tsx" },
  { path: "production-unit", file: "routes/facilities/production-unit.tsx" },
  { path: "virtual-lab", file: "routes/facilities/virtual-lab.tsx" },
];
