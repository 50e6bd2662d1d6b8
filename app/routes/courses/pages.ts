import type { PageEntry } from "../../route-list.ts";

/** Pages of this area, in menu order; app/route-list.ts gathers every area's list. */
export const coursesPages: PageEntry[] = [
  { path: "civil", file: "routes/courses/curriculum-page.tsx", content: "curriculum/civil" },
  { path: "electrical", file: "routes/courses/curriculum-page.tsx", content: "curriculum/electrical" },
  { path: "mechanical", file: "routes/courses/curriculum-page.tsx", content: "curriculum/mechanical" },
  { path: "mining", file: "routes/courses/curriculum-page.tsx", content: "curriculum/mining" },
  { path: "BCA", file: "routes/courses/bca.tsx" },
  { path: "diploma-working-professional", file: "routes/courses/diploma-working-professional.tsx" },
];
