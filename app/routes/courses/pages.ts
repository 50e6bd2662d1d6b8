import type { PageEntry } from "../../route-list.ts";

/** Pages of this area, in menu order; app/route-list.ts gathers every area's list. */
export const coursesPages: PageEntry[] = [
  { path: "civil", file: "routes/courses/civil.tsx" },
  { path: "electrical", file: "routes/courses/electrical.tsx" },
  { path: "mechanical", file: "routes/courses/mechanical.tsx" },
  { path: "mining", file: "routes/courses/mining.tsx" },
  { path: "BCA", file: "routes/courses/bca.tsx" },
  { path: "diploma-working-professional", file: "routes/courses/diploma-working-professional.tsx" },
];
