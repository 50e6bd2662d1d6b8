import type { PageEntry } from "../../route-list.ts";

/** Pages of this area, in menu order; app/route-list.ts gathers every area's list. */
export const aboutPages: PageEntry[] = [{ path: "career", file: "routes/about/career.tsx" }];
