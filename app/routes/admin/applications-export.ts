import { data } from "react-router";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { applicationKind } from "~/core/inbox/application-kind.ts";
import { exportInbox } from "~/lib/inbox/inbox-export.server.ts";
import { revealIdProofs } from "~/models/aadhaar-vault.server.ts";
import { ID_PROOF_TOKEN_COLUMN } from "~/models/applications-inbox.server.ts";
import type { Route } from "./+types/applications-export";

/**
 * The filtered applications as a file. The ID proof is masked, unless an admin ticked "Include the full Aadhaar
 * number": then a column with the whole number is added and the audit entry says unmasked. Anyone else asking
 * for it gets 403.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context.services, ["admissions"]);
  const unmasked = new URL(request.url).searchParams.get("unmasked") === "on";
  if (!unmasked) return exportInbox(request, context.services, staff, applicationKind);
  if (staff.role !== "admin") throw data("Only an admin may export whole Aadhaar numbers.", { status: 403 });
  const { db, staffFiles } = context.services;
  const wholeIdProof = {
    key: "idProof",
    labelKey: "console.field.aadhaarUidFull" as const,
    column: ID_PROOF_TOKEN_COLUMN,
    // The numbers come from the vault, all the exported rows' at once.
    async values(tokens: unknown[]) {
      const wanted = tokens.filter((token): token is string => typeof token === "string");
      const numbers = await revealIdProofs(db, staffFiles.idProofKeys, wanted);
      return (token: unknown) => (typeof token === "string" ? (numbers.get(token) ?? "") : "");
    },
  };
  return exportInbox(request, context.services, staff, applicationKind, { extras: [wholeIdProof], unmasked: true });
}
