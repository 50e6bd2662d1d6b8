import type { Kysely } from "kysely";
import { shownNow } from "./listing.server.ts";
import type { Database, SeatGroup } from "../../db/schema.ts";

export interface Programme {
  id: number;
  displayText: string;
  programName: string;
}

export interface SeatLine {
  programName: string;
  displayText: string;
  seatGroup: SeatGroup;
  seats: number;
}

/** Programmes a visitor may choose: published and not excluded (so never "Diploma (AE)"). */
export async function listProgrammeChoices(db: Kysely<Database>): Promise<Programme[]> {
  return db
    .selectFrom("programmes")
    .select(["id", "display_text as displayText", "program_name as programName"])
    .where(shownNow("programmes"))
    .where("excluded", "=", 0)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
}

/** Seat counts for the home page's course list, grouped by the caller. */
export async function listSeats(db: Kysely<Database>): Promise<SeatLine[]> {
  return db
    .selectFrom("programmes")
    .select(["program_name as programName", "display_text as displayText", "seat_group as seatGroup", "seats"])
    .where(shownNow("programmes"))
    .where("excluded", "=", 0)
    .where("seats", ">", 0)
    .orderBy("sort_order")
    .orderBy("id")
    .execute();
}
