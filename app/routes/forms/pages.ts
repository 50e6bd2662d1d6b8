import type { PageEntry } from "../../route-list.ts";

/** Pages with a visitor form; app/route-list.ts gathers every area's list. */
export const formsPages: PageEntry[] = [];
