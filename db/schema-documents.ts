import type { Generated } from "kysely";

/*
 * The documents library's table (migration 016, decision 045), kept beside db/schema.ts, which gathers it into its
 * `Database` and `columnsOf`.
 */

/** A PDF at the public address /documents/<slug>.pdf; replacing its file keeps the address. */
export interface DocumentTable {
  id: Generated<number>;
  /** Lowercase letters, digits and hyphens; unique and never changed. */
  slug: string;
  title: string;
  /** The stored file's random name under DATA_DIR/documents/. */
  file_name: string;
  bytes: number;
  /** SHA-256 of the file, hex: the public address's ETag. */
  sha256: string;
  /** The staff user who uploaded the current file; null for the demo seed or an account since deleted. */
  uploaded_by: number | null;
  uploaded_at: string;
  created_at: string;
}

export interface DocumentTables {
  documents: DocumentTable;
}

/** The runtime twin of these interfaces, spread into `columnsOf` (db/schema.ts), which the compiler checks. */
export const documentColumnsOf = {
  documents: {
    id: "integer",
    slug: "text",
    title: "text",
    file_name: "text",
    bytes: "integer",
    sha256: "text",
    uploaded_by: "integer | null",
    uploaded_at: "text",
    created_at: "text",
  },
} as const;
