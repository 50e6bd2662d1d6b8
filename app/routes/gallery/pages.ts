import type { PageEntry } from "../../route-list.ts";

/** Gallery and awards pages; app/route-list.ts gathers every area's list. */
export const galleryPages: PageEntry[] = [
  { path: "gallery", file: "routes/gallery/gallery.tsx" },
  { path: "gpaward", file: "routes/gallery/awards.tsx" },
];

/** Pages with a parameter (one per album); the sitemap fills them from the database. */
export const galleryParameterPages: PageEntry[] = [
  { path: "gallery-photo/:galleryCode", file: "routes/gallery/gallery-photo.tsx" },
];
