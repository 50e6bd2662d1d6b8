import type { Kysely } from "kysely";
import { type Db, writeTransaction } from "../../db/client.ts";
import type { Database } from "../../db/schema.ts";
import { recordAudit } from "./audit.server.ts";
import type { RequestActor } from "./data-rights.server.ts";

export type GrievanceLinkOutcome = "done" | "closed" | "missing" | "no-grievance" | "not-linked";

/** A grievance linked to a request: its number as linked, its row while it exists, its status, when it was erased. */
export interface LinkedGrievance {
  number: string;
  grievanceId: number | null;
  status: string | null;
  erasedAt: string | null;
}

/** The grievances linked to a request, in the order they were linked. */
export async function linkedGrievances(db: Kysely<Database>, requestId: number): Promise<LinkedGrievance[]> {
  return db
    .selectFrom("data_rights_grievances as l")
    .leftJoin("grievances as g", "g.id", "l.grievance_id")
    .select([
      "l.grievance_number as number",
      "l.grievance_id as grievanceId",
      "g.status as status",
      "l.erased_at as erasedAt",
    ])
    .where("l.request_id", "=", requestId)
    .orderBy("l.id")
    .execute();
}

/**
 * Links a grievance to an open request by its number, or removes the link (decision 070), with its audit entry (the
 * request's number and the grievance's; no words of either). Only in the console: here, and only here, an unknown
 * number is said to be unknown. Linking one twice changes nothing.
 */
export async function changeGrievanceLink(
  database: Db,
  requestId: number,
  change: { kind: "link" | "unlink"; number: string },
  actor: RequestActor,
  now = new Date(),
): Promise<GrievanceLinkOutcome> {
  return writeTransaction(database, async (trx) => {
    const request = await trx
      .selectFrom("data_rights_requests")
      .select(["reference", "status"])
      .where("id", "=", requestId)
      .executeTakeFirst();
    if (!request) return "missing";
    if (request.status === "closed") return "closed";
    const number = change.number.trim().toUpperCase();
    const existing = await trx
      .selectFrom("data_rights_grievances")
      .select(["id", "erased_at"])
      .where("request_id", "=", requestId)
      .where("grievance_number", "=", number)
      .executeTakeFirst();
    if (change.kind === "unlink") {
      // An erased grievance's link is the record of what the request erased: it stays.
      if (!existing || existing.erased_at) return "not-linked";
      await trx.deleteFrom("data_rights_grievances").where("id", "=", existing.id).execute();
    } else {
      const grievance = await trx.selectFrom("grievances").select("id").where("number", "=", number).executeTakeFirst();
      if (!grievance) return "no-grievance";
      if (existing) return "done";
      await trx
        .insertInto("data_rights_grievances")
        .values({
          request_id: requestId,
          grievance_number: number,
          grievance_id: grievance.id,
          linked_at: now.toISOString(),
          linked_by: actor.email,
          erased_at: null,
        })
        .execute();
    }
    await recordAudit(trx, {
      userId: actor.userId,
      email: actor.email,
      action: `data-rights-${change.kind}-grievance`,
      entity: "data_rights_requests",
      entityId: requestId,
      after: { reference: request.reference, grievance: number },
      ip: actor.ip,
    });
    return "done";
  });
}
