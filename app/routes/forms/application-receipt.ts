import fs from "node:fs/promises";
import path from "node:path";
import { redirect } from "react-router";
import "~/messages/application-status-messages.ts";
import { statusPagePath } from "~/core/status-page-path.ts";
import { photosDir } from "~/lib/media/photo-store.server.ts";
import { makeReceiptPdf } from "~/lib/receipt/receipt-pdf.server.ts";
import { languageOf, translator } from "~/messages/catalogue.ts";
import { pathIn } from "~/messages/language-path.ts";
import { findApplicationReceipt } from "~/models/application-receipt.server.ts";
import { readStatusRequest } from "~/schemas/application-status.ts";
import type { Route } from "./+types/application-receipt";
import { readForm } from "./form-action.server.ts";

const NO_STORE = { "Cache-Control": "no-store" };

/** Why the status page is shown again instead of a receipt: the look-up's own refusals, in its words. */
export type ReceiptRefusal = "refused" | "limited";

/** Back to the status form in the request's language, with the ID (never the date of birth) and why. */
function refuse(request: Request, id: string, why: ReceiptRefusal, waitMinutes?: number) {
  const query = new URLSearchParams({ id, receipt: why, ...(waitMinutes ? { wait: String(waitMinutes) } : {}) });
  return redirect(pathIn(`/application-status?${query}`, languageOf(request)), { status: 303, headers: NO_STORE });
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/**
 * POST /application-status/receipt (and /hi/…): the application receipt as a PDF (decision 058), given only to
 * whoever proves what the status look-up asks, the application ID and the date of birth. Every request counts
 * toward the look-up's limit (`status`) before the database is asked; a wrong date and an unknown ID get the
 * look-up's one answer, on the status page. Never stored by a browser, a proxy or the page cache.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context;
  const form = await readForm(request);
  const id = text(form.get("id")).slice(0, 80);
  const asked = readStatusRequest(new URLSearchParams({ id, dateOfBirth: text(form.get("dateOfBirth")) }));
  if (asked.state !== "look-up") return refuse(request, id, "refused");
  const rate = await services.forms.allowPost("status");
  if (!rate.allowed) return refuse(request, id, "limited", rate.retryAfterMinutes);
  const found = await findApplicationReceipt(services.db, asked.asked);
  if (!found.found) return refuse(request, id, "refused");
  const { receipt } = found;
  const photo = receipt.photoFile
    ? await fs
        .readFile(path.join(photosDir(services.staffFiles.dataDir), path.basename(receipt.photoFile)))
        .catch(() => undefined)
    : undefined;
  const language = languageOf(request);
  const statusUrl = `${services.siteUrl}${pathIn(statusPagePath(receipt.reference), language)}`;
  const pdf = await makeReceiptPdf(
    { ...receipt, photo: photo && new Uint8Array(photo) },
    translator(language),
    statusUrl,
  );
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...NO_STORE,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="receipt-${receipt.reference}.pdf"`,
      "X-Robots-Tag": "noindex",
    },
  });
}

/** The receipt has no page of its own: its form is on the status page. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(pathIn("/application-status", languageOf(request)), { status: 303, headers: NO_STORE });
}
