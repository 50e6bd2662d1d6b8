import type { Generated } from "kysely";

/*
 * The tables of pages as documents (migration 012, decision 036), kept beside db/schema.ts, which gathers them into
 * its `Database` and `columnsOf`.
 */

/** An information page, or a block several pages show (no path; one per shape). */
export interface PageTable {
  id: Generated<number>;
  /** "/about-us", "/" for home, as the spec spells it; unique in any letter case. Null for a block. */
  path: string | null;
  /** The name of the page's shape (app/schemas/page-shapes.ts), which validates every revision. */
  shape: string;
  /** The menu group the page belongs to ("about", "fees" …), null for a page outside any group. */
  menu_group: string | null;
  title: string;
  /** 1 for a page the spec names (or a block printed on such pages): never deleted, moved or unpublished. */
  named_by_spec: number;
  /** The revision the public sees; null while the page is a draft or unpublished. */
  published_revision_id: number | null;
  published_at: string | null;
  /** The staff user who published it, null for the seed or a scheduled publish whose author is gone. */
  published_by: number | null;
  created_at: string;
}

/** One saved version of a page's document; revisions are numbered 1, 2, 3 … per page and never changed. */
export interface PageRevisionTable {
  id: Generated<number>;
  page_id: number;
  revision: number;
  /** The document as JSON, as the editor sent it (the shape's input, e.g. fees in rupees as text). */
  document: string;
  /** The staff user who saved it; null for revision 1 made by the seed from content/. */
  author_id: number | null;
  note: string | null;
  created_at: string;
}

/** A publish at a chosen instant; `claimed_at` is set by the one process that applies it. */
export interface ScheduledPublishTable {
  id: Generated<number>;
  page_id: number;
  revision_id: number;
  /** UTC ISO instant. */
  publish_at: string;
  created_by: number | null;
  created_at: string;
  claimed_at: string | null;
}

/** An old path of a moved page, answered with a 301 to the page's current path. */
export interface PageRedirectTable {
  old_path: string;
  page_id: number;
  created_at: string;
}

/** A private link to one revision (migration 013, decision 040); the token itself is never stored. */
export interface PagePreviewTable {
  /** SHA-256 of the link's token, hex. */
  token_hash: string;
  page_id: number;
  revision_id: number;
  created_by: number | null;
  created_at: string;
  /** UTC ISO instant after which the link answers 404. */
  expires_at: string;
}

/** An uploaded picture a revision's document shows (migration 017, decision 047). */
export interface PageRevisionMediaTable {
  revision_id: number;
  media_id: string;
}

/** The address of a page an editor deleted (migration 018, decision 049): answered 410 Gone. */
export interface GonePageTable {
  path: string;
  deleted_at: string;
}

/** A page text's translation (migration 030, decision 066), keyed by the SHA-256 of the English text it translates. */
export interface PageTranslationTable {
  page_id: number;
  /** "hi". */
  language: string;
  /** base64url SHA-256 of the English text. */
  source_hash: string;
  text: string;
  /** 0 for a demo translation not reviewed yet, 1 once an editor saved it. */
  reviewed: Generated<number>;
  updated_by: number | null;
  updated_at: string;
}

export interface PageTables {
  pages: PageTable;
  page_revisions: PageRevisionTable;
  scheduled_publishes: ScheduledPublishTable;
  page_redirects: PageRedirectTable;
  page_previews: PagePreviewTable;
  page_revision_media: PageRevisionMediaTable;
  gone_pages: GonePageTable;
  page_translations: PageTranslationTable;
}

/** The runtime twin of these interfaces, spread into `columnsOf` (db/schema.ts), which the compiler checks. */
export const pageColumnsOf = {
  pages: {
    id: "integer",
    path: "text | null",
    shape: "text",
    menu_group: "text | null",
    title: "text",
    named_by_spec: "flag",
    published_revision_id: "integer | null",
    published_at: "text | null",
    published_by: "integer | null",
    created_at: "text",
  },
  page_revisions: {
    id: "integer",
    page_id: "integer",
    revision: "integer",
    document: "text",
    author_id: "integer | null",
    note: "text | null",
    created_at: "text",
  },
  scheduled_publishes: {
    id: "integer",
    page_id: "integer",
    revision_id: "integer",
    publish_at: "text",
    created_by: "integer | null",
    created_at: "text",
    claimed_at: "text | null",
  },
  page_redirects: { old_path: "text", page_id: "integer", created_at: "text" },
  gone_pages: { path: "text", deleted_at: "text" },
  page_previews: {
    token_hash: "text",
    page_id: "integer",
    revision_id: "integer",
    created_by: "integer | null",
    created_at: "text",
    expires_at: "text",
  },
  page_revision_media: { revision_id: "integer", media_id: "text" },
  page_translations: {
    page_id: "integer",
    language: "text",
    source_hash: "text",
    text: "text",
    reviewed: "flag",
    updated_by: "integer | null",
    updated_at: "text",
  },
} as const;
