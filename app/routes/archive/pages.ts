import type { PageEntry } from "../../route-list.ts";

/** The archive of news and notices whose show window has ended (GIGW's content archival). */
export const archivePages: PageEntry[] = [{ path: "archive", file: "routes/archive/archive.tsx" }];
