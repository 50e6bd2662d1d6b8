import { z } from "zod";
import type { InboxKind } from "./inbox-kind.ts";
import { isStatusOf } from "./workflow.ts";

/**
 * An inbox's filters as they travel in the address bar (so a filtered list can be bookmarked and exported).
 * A value that does not parse is dropped rather than refused: a stale bookmark still opens the list.
 */
const inboxQuerySchema = z.object({
  q: z.string().trim().max(100).optional().catch(undefined),
  from: z.iso.date().optional().catch(undefined),
  to: z.iso.date().optional().catch(undefined),
  /** A programme or course: a list id, or a footer course name. */
  programme: z
    .string()
    .trim()
    .regex(/^[\w ()&.-]{1,60}$/)
    .optional()
    .catch(undefined),
  status: z.string().max(20).optional().catch(undefined),
  after: z
    .string()
    .regex(/^[\w.:-]+~\d+$/)
    .optional()
    .catch(undefined),
});

export type InboxQuery = z.infer<typeof inboxQuerySchema>;
export type InboxFilter = Omit<InboxQuery, "after">;

/** The query of `kind`'s list; a status of another workflow is dropped. */
export function parseInboxQuery(params: URLSearchParams, kind: InboxKind): InboxQuery {
  const query = inboxQuerySchema.parse(Object.fromEntries([...params.entries()].filter(([, value]) => value !== "")));
  if (query.status && !isStatusOf(kind.workflow, query.status)) query.status = undefined;
  return query;
}

/** Cursor = the last row's "createdAt~id". */
export const encodeCursor = (row: { createdAt: string; id: number }) => `${row.createdAt}~${row.id}`;
export function decodeCursor(cursor: string | undefined) {
  if (!cursor) return undefined;
  const [createdAt, id] = cursor.split("~");
  return { createdAt: createdAt!, id: Number(id) };
}
