import { randomUUID } from "node:crypto";
import { data } from "react-router";
import type { AppServices } from "~/context.ts";
import {
  type FeeFormRow,
  applyRowIntent,
  focusAfter,
  formRows,
  mergeMeanwhile,
  parseFeeRows,
  storedRows,
} from "~/core/fee-table-form.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import { type Translate, languageOf, translator } from "~/messages/catalogue.ts";
import { getRevision, saveDraft } from "~/models/page-revisions.server.ts";
import { rowsSaveReply } from "./pages-rows-save.server.ts";
import type { FieldIssue } from "~/schemas/page-shapes.ts";

/** What the fee editor's action answers: the form drawn again from what was posted, and what became of it. */
export interface FeeEditorReply {
  /** New for every answer, so the form is drawn afresh from it (the rows may have moved). */
  nonce: string;
  outcome: "edited" | "saved" | "invalid" | "conflict" | "gone";
  message: string;
  rows: FeeFormRow[];
  note: string;
  /** The revision a save from this form starts from; after a conflict, the one saved meanwhile. */
  baseRevision: number;
  /** Problems by field name (`rows[1].item`, `rows[1].cells[0]`; "" for the whole table). */
  errors: Record<string, string>;
  /** The id of the control to focus when the form is drawn again (a moved row's button). */
  focus?: string;
}

interface FeesDocument {
  columns: string[];
  rows: unknown[];
}

const ROW_FIELD = /^rows\[(\d+)\](?:\.(item)|\.cells\[(\d+)\])?/;

/** The shape's issues, beside the fields an editor sees, in words that say what to do. */
export function feeFieldErrors(issues: FieldIssue[], rows: FeeFormRow[], t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const match = ROW_FIELD.exec(issue.path);
    let name = "";
    let message = issue.message;
    if (issue.path === "rows") {
      name = "rows";
      message = t("console.fees.keepOneRow");
    }
    if (match?.[2]) {
      name = `rows[${match[1]}].item`;
      message = /total/i.test(issue.message) ? t("console.fees.noTotalRow") : t("console.fees.enterItem");
    } else if (match?.[3] !== undefined) {
      name = `rows[${match[1]}].cells[${match[3]}]`;
      const kind = rows[Number(match[1])]?.cells[Number(match[3])]?.kind;
      message = kind === "note" ? t("console.fees.enterNote") : t("console.fees.enterAmount");
    }
    errors[name] ??= message;
  }
  return errors;
}

/** A changed field's path as a person reads it: "row 2, Amount". */
export function describeField(path: string, columns: string[], t: Translate): string {
  const match = ROW_FIELD.exec(path);
  if (!match || !path.startsWith("rows")) return path;
  const number = Number(match[1]) + 1;
  if (match[2]) return t("console.fees.fieldRowItem", { number });
  if (match[3] !== undefined)
    return t("console.fees.fieldRowCell", { number, column: columns[Number(match[3])] ?? "" });
  return t("console.fees.fieldRow", { number });
}

/**
 * The fee editor's post: a row added, removed or moved (the form comes back changed; nothing is stored), or a save,
 * which makes a new draft revision through saveDraft from the revision the form was loaded from. A refused save
 * stores nothing and keeps what was typed: with the shape's problems beside each field, or, when someone saved
 * meanwhile, with the fields they changed.
 */
export async function handleFeeEditorAction(
  request: Request,
  services: AppServices,
  staff: SignedInStaff,
  pageId: number,
  form: FormData,
) {
  const t = translator(languageOf(request));
  const baseRevision = Number(form.get("baseRevision"));
  const note = String(form.get("note") ?? "").slice(0, 500);
  const intent = String(form.get("intent") ?? "");
  const base = Number.isSafeInteger(baseRevision) ? await getRevision(services.db, pageId, baseRevision) : undefined;
  const answer = (reply: Omit<FeeEditorReply, "nonce" | "note">, status = 200) =>
    data<FeeEditorReply>({ nonce: randomUUID(), note, ...reply }, { status });
  if (!base) {
    return answer({ outcome: "gone", message: t("console.page.gone"), rows: [], baseRevision, errors: {} }, 404);
  }
  const document = base.document as FeesDocument;
  const posted = parseFeeRows(form, document.columns.length);

  if (intent !== "save") {
    const rows = applyRowIntent(posted, intent, document.columns.length);
    const message = t("console.fees.changedNotSaved");
    const focus = focusAfter(intent, rows.length);
    return answer({ outcome: "edited", message, rows, baseRevision, errors: {}, ...(focus ? { focus } : {}) });
  }

  const actor = { userId: staff.id, email: staff.email, ip: services.clientIp };
  const saved = await saveDraft(
    services,
    { pageId, baseRevision, document: { ...document, rows: storedRows(posted) }, note: note.trim() || undefined },
    actor,
  );
  const { reply, status } = await rowsSaveReply(
    services,
    pageId,
    saved,
    { rows: posted, baseRevision },
    {
      t,
      fieldErrors: (issues) => feeFieldErrors(issues, posted, t),
      describeField: (path) => describeField(path, document.columns, t),
      rowsAfterConflict: (newest) =>
        mergeMeanwhile(formRows(document.rows), formRows((newest as FeesDocument | undefined)?.rows), posted),
    },
  );
  return answer(reply, status);
}
