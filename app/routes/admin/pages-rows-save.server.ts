import type { AppServices } from "~/context.ts";
import type { Translate } from "~/messages/catalogue.ts";
import { type DraftSaveResult, getRevision } from "~/models/page-revisions.server.ts";
import type { FieldIssue } from "~/schemas/page-shapes.ts";

/** What a rows editor (fees, curriculum) answers after a save, whatever its rows are. */
export interface RowsSaveReply<Rows> {
  outcome: "saved" | "invalid" | "conflict" | "gone";
  message: string;
  rows: Rows;
  baseRevision: number;
  errors: Record<string, string>;
}

/**
 * Turns saveDraft's answer into a rows editor's reply (decision 039): saved, with the new revision as the next base;
 * refused by the shape, with each problem beside its field; refused because someone saved meanwhile, with the fields
 * they changed named and the newer values of the rows the editor did not touch taken in; or gone.
 */
export async function rowsSaveReply<Rows>(
  services: AppServices,
  pageId: number,
  saved: DraftSaveResult,
  posted: { rows: Rows; baseRevision: number },
  editor: {
    t: Translate;
    fieldErrors: (issues: FieldIssue[]) => Record<string, string>;
    describeField: (path: string) => string;
    /** The rows after a conflict: the editor's input with the newer revision's values of fields left alone. */
    rowsAfterConflict: (newestDocument: unknown) => Rows;
  },
): Promise<{ reply: RowsSaveReply<Rows>; status: number }> {
  const { t } = editor;
  switch (saved.status) {
    case "saved": {
      const message = t("console.fees.saved", { revision: saved.revision });
      return {
        reply: { outcome: "saved", message, rows: posted.rows, baseRevision: saved.revision, errors: {} },
        status: 200,
      };
    }
    case "invalid": {
      const errors = editor.fieldErrors(saved.issues);
      const message = t("console.fees.invalid");
      return {
        reply: { outcome: "invalid", message, rows: posted.rows, baseRevision: posted.baseRevision, errors },
        status: 400,
      };
    }
    case "conflict": {
      const fields = [...new Set(saved.changedMeanwhile.map(editor.describeField))];
      const message = t("console.fees.conflict", {
        revision: saved.latestRevision,
        fields: fields.length ? fields.join("; ") : t("console.fees.conflictNothing"),
      });
      const newest = await getRevision(services.db, pageId, saved.latestRevision);
      const rows = editor.rowsAfterConflict(newest?.document);
      // The next save starts from the revision saved meanwhile: the editor has been told what it changed.
      return {
        reply: { outcome: "conflict", message, rows, baseRevision: saved.latestRevision, errors: {} },
        status: 409,
      };
    }
    case "missing": {
      const message = t("console.page.gone");
      return {
        reply: { outcome: "gone", message, rows: posted.rows, baseRevision: posted.baseRevision, errors: {} },
        status: 404,
      };
    }
  }
}
