import type { Kysely } from "kysely";
import { shownNow } from "./listing.server.ts";
import type { Database } from "../../db/schema.ts";

export interface Award {
  mediaId: string;
  caption: string;
  width: number;
  height: number;
}

export async function listAwards(db: Kysely<Database>): Promise<Award[]> {
  return db
    .selectFrom("awards")
    .innerJoin("media", "media.id", "awards.media_id")
    .select(["awards.media_id as mediaId", "awards.caption", "media.width", "media.height"])
    .where(shownNow("awards"))
    .orderBy("awards.sort_order")
    .orderBy("awards.id")
    .execute();
}
