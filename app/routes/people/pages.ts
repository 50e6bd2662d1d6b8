import type { PageEntry } from "../../route-list.ts";

/** Pages of this area, in menu order; app/route-list.ts gathers every area's list. */
export const peoplePages: PageEntry[] = [
  { path: "governors", file: "routes/people/governors.tsx" },
  { path: "advisory", file: "routes/people/advisory.tsx" },
  { path: "principal", file: "routes/people/principal.tsx" },
  { path: "core-faculty", file: "routes/people/core-faculty.tsx" },
  { path: "visiting-faculty", file: "routes/people/visiting-faculty.tsx" },
  { path: "admission-department", file: "routes/people/admission-department.tsx" },
  { path: "exam-department", file: "routes/people/exam-department.tsx" },
  { path: "placement-cell", file: "routes/people/placement-cell.tsx" },
  { path: "director-message", file: "routes/people/director-message.tsx" },
];
