import type { MessageKey } from "../messages/catalogue.ts";

/** The menu groups a page can be in (db/seed/page-documents.ts); pages outside the menu have none. */
export const pageGroups = ["about", "management", "courses", "fees", "footer"] as const;
export type PageGroup = (typeof pageGroups)[number];
export const groupLabel = (group: PageGroup) => `console.pages.group.${group}` as const satisfies MessageKey;
