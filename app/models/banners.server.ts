import type { Kysely } from "kysely";
import { shownNow } from "./listing.server.ts";
import type { Database } from "../../db/schema.ts";

export interface Banner {
  mediaId: string;
  title: string;
  width: number;
  height: number;
}

export async function listBanners(db: Kysely<Database>): Promise<Banner[]> {
  return db
    .selectFrom("banners")
    .innerJoin("media", "media.id", "banners.media_id")
    .select(["banners.media_id as mediaId", "banners.title", "media.width", "media.height"])
    .where(shownNow("banners"))
    .orderBy("banners.sort_order")
    .orderBy("banners.id")
    .execute();
}
