import type { PageEntry } from "../../route-list.ts";

/** Gallery and awards pages; app/route-list.ts gathers every area's list. */
export const galleryPages: PageEntry[] = [];

/** Pages with a parameter (one per album); the sitemap fills them from the database. */
export const galleryParameterPages: PageEntry[] = [];
