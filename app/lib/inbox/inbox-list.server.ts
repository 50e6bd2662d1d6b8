import type { AppServices } from "~/context.ts";
import { programmeFilterChoices } from "~/models/inbox-choices.server.ts";
import { countByStatus, listSubmissions } from "~/models/inbox.server.ts";
import type { InboxKind } from "~/core/inbox/inbox-kind.ts";
import { decodeCursor, encodeCursor, parseInboxQuery } from "~/core/inbox/inbox-query.ts";

export const INBOX_PAGE_SIZE = 50;

/** What every inbox list page shows: one page of rows, the counts per status, the filter's choices and the next cursor. */
export async function loadInboxList(request: Request, services: Pick<AppServices, "db" | "dialect">, kind: InboxKind) {
  const query = parseInboxQuery(new URL(request.url).searchParams, kind);
  const { after, ...filter } = query;
  const [rows, counts, programmes] = await Promise.all([
    listSubmissions(services, kind, filter, { after: decodeCursor(after), limit: INBOX_PAGE_SIZE + 1 }),
    countByStatus(services, kind, filter),
    programmeFilterChoices(services.db, kind),
  ]);
  const page = rows.slice(0, INBOX_PAGE_SIZE);
  const last = page.at(-1);
  return {
    query,
    rows: page,
    counts,
    programmes,
    nextCursor: rows.length > INBOX_PAGE_SIZE && last ? encodeCursor(last) : null,
  };
}

export type InboxListData = Awaited<ReturnType<typeof loadInboxList>>;
