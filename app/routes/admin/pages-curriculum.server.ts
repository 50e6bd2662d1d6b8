import { randomUUID } from "node:crypto";
import { data } from "react-router";
import type { AppServices } from "~/context.ts";
import {
  type CurriculumFormRow,
  applyRowIntent,
  focusAfter,
  formRows,
  mergeMeanwhile,
  parseCurriculumRows,
  savedSemester,
} from "~/core/curriculum-form.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import { type Translate, languageOf, translator } from "~/messages/catalogue.ts";
import { getRevision, saveDraft } from "~/models/page-revisions.server.ts";
import { rowsSaveReply } from "./pages-rows-save.server.ts";
import type { FieldIssue } from "~/schemas/page-shapes.ts";

/** What the curriculum editor's action answers: the semester's form drawn again from what was posted. */
export interface CurriculumEditorReply {
  /** New for every answer, so the form is drawn afresh from it (the rows may have moved). */
  nonce: string;
  outcome: "edited" | "saved" | "invalid" | "conflict" | "gone";
  message: string;
  /** The semester edited, by its place in the document (0 for the 1st). */
  semester: number;
  rows: CurriculumFormRow[];
  note: string;
  /** The revision a save from this form starts from; after a conflict, the one saved meanwhile. */
  baseRevision: number;
  /** Problems by field name (`semesters[2].rows[1].code`; `rows` and `total` for the semester as a whole). */
  errors: Record<string, string>;
  /** The id of the control to focus when the form is drawn again (a moved row's button). */
  focus?: string;
}

export interface CurriculumDocument {
  semesters: { name: string; rows: unknown[]; total: unknown }[];
}

const ISSUE = /^semesters\[(\d+)\](?:\.(rows|total)(?:\[(\d+)\](?:\.(.+))?)?)?/;

/** The message for a problem with a row's field, by the field's key under the row. */
function rowFieldMessage(key: string, t: Translate): string {
  const last = key.split(".").at(-1) ?? key;
  if (key.startsWith("scheme.")) return t("console.curriculum.enterHours");
  if (/^(th|pr|or|tw)(\.|$)/.test(key)) return t("console.curriculum.enterMarks");
  if (last === "label") return t("console.curriculum.enterLabel");
  if (last === "abbr") return t("console.curriculum.enterAbbr");
  if (last === "code") return t("console.curriculum.enterCode");
  if (key === "options") return t("console.curriculum.twoOptions");
  if (key === "sw" || key === "paperHours") return t("console.curriculum.enterMarks");
  return t("console.curriculum.enterTitle");
}

/**
 * The shape's issues for the semester edited, beside the fields an editor sees, in words that say what to do.
 * A marks pair's issue (`th.max`) is shown beside its maximum; the group's options beside its option buttons.
 */
export function curriculumFieldErrors(issues: FieldIssue[], semester: number, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const match = ISSUE.exec(issue.path);
    if (!match || Number(match[1]) !== semester) {
      errors[""] ??= issue.message;
      continue;
    }
    const prefix = `semesters[${semester}]`;
    if (match[2] === "total") errors[`${prefix}.total`] ??= t("console.curriculum.totalsInvalid");
    else if (match[3] === undefined) errors[`${prefix}.rows`] ??= t("console.curriculum.keepOneRow");
    else {
      let key = match[4] ?? "title";
      // A marks pair refused as a whole, or its minimum, is shown beside the maximum the editor fills first.
      if (/^(th|pr|or|tw)$/.test(key)) key = `${key}.max`;
      if (/^options$/.test(key)) key = "options";
      errors[`${prefix}.rows[${match[3]}].${key}`] ??= rowFieldMessage(key, t);
    }
  }
  return errors;
}

const FIELD_LABELS = {
  title: "console.curriculum.name",
  label: "console.curriculum.label",
  abbr: "console.curriculum.abbr",
  code: "console.curriculum.code",
  mark: "console.curriculum.mark",
  group: "console.curriculum.optionGroup",
  "scheme.th": "console.curriculum.scheme.th",
  "scheme.tu": "console.curriculum.scheme.tu",
  "scheme.pr": "console.curriculum.scheme.pr",
  scheme: "console.curriculum.scheme",
  paperHours: "console.curriculum.paperHours",
  sw: "console.curriculum.sw",
  options: "console.curriculum.options",
} as const;

/** A row's field as its label reads ("TH maximum", "option 2, Code"); the key itself when it has none. */
function fieldLabel(key: string, t: Translate): string {
  const option = /^options\[(\d+)\]\.?(.*)$/.exec(key);
  if (option) {
    const name = t("console.curriculum.option", { number: Number(option[1]) + 1 });
    return option[2] ? `${name}, ${fieldLabel(option[2], t)}` : name;
  }
  const marks = /^(th|pr|or|tw)(?:\.(max|min))?$/.exec(key);
  if (marks)
    return t(marks[2] === "min" ? "console.curriculum.min" : "console.curriculum.max", {
      column: marks[1]!.toUpperCase(),
    });
  return key in FIELD_LABELS ? t(FIELD_LABELS[key as keyof typeof FIELD_LABELS]) : key;
}

/** A changed field's path as a person reads it: "3rd Semester, row 2, Code". */
export function describeField(path: string, document: CurriculumDocument, t: Translate): string {
  const match = ISSUE.exec(path);
  if (!match) return t("console.curriculum.fieldOther", { field: path });
  const semester = document.semesters[Number(match[1])]?.name ?? path;
  if (match[3] === undefined) return t("console.curriculum.fieldSemester", { semester });
  const number = Number(match[3]) + 1;
  return match[4]
    ? t("console.curriculum.fieldRowField", { semester, number, field: fieldLabel(match[4], t) })
    : t("console.curriculum.fieldRow", { semester, number });
}

/**
 * The curriculum editor's post, for one semester: a row or an option added, removed or moved (the form comes back
 * changed; nothing is stored), or a save, which makes a new draft revision through saveDraft from the revision the
 * form was loaded from, with this semester's rows as typed and its totals computed. A refused save stores nothing
 * and keeps what was typed: with the shape's problems beside each field, or the fields someone changed meanwhile.
 */
export async function handleCurriculumEditorAction(
  request: Request,
  services: AppServices,
  staff: SignedInStaff,
  pageId: number,
  form: FormData,
) {
  const t = translator(languageOf(request));
  const baseRevision = Number(form.get("baseRevision"));
  const semester = Number(form.get("semester"));
  const note = String(form.get("note") ?? "").slice(0, 500);
  const intent = String(form.get("intent") ?? "");
  const base = Number.isSafeInteger(baseRevision) ? await getRevision(services.db, pageId, baseRevision) : undefined;
  const document = base?.document as CurriculumDocument | undefined;
  const answer = (reply: Omit<CurriculumEditorReply, "nonce" | "note" | "semester">, status = 200) =>
    data<CurriculumEditorReply>({ nonce: randomUUID(), note, semester, ...reply }, { status });
  const stored = Number.isSafeInteger(semester) ? document?.semesters[semester] : undefined;
  if (!document || !stored) {
    return answer({ outcome: "gone", message: t("console.page.gone"), rows: [], baseRevision, errors: {} }, 404);
  }
  const posted = parseCurriculumRows(form, semester);

  if (intent !== "save") {
    const rows = applyRowIntent(posted, intent);
    const message = t("console.fees.changedNotSaved");
    const focus = focusAfter(intent, rows);
    return answer({ outcome: "edited", message, rows, baseRevision, errors: {}, ...(focus ? { focus } : {}) });
  }

  const semesters = document.semesters.map((s, i) =>
    i === semester ? savedSemester(stored as Record<string, unknown>, posted) : s,
  );
  const actor = { userId: staff.id, email: staff.email, ip: services.clientIp };
  const saved = await saveDraft(
    services,
    { pageId, baseRevision, document: { ...document, semesters }, note: note.trim() || undefined },
    actor,
  );
  const { reply, status } = await rowsSaveReply(
    services,
    pageId,
    saved,
    { rows: posted, baseRevision },
    {
      t,
      fieldErrors: (issues) => curriculumFieldErrors(issues, semester, t),
      describeField: (path) => describeField(path, document, t),
      rowsAfterConflict: (newest) =>
        mergeMeanwhile(
          formRows(stored.rows),
          formRows((newest as CurriculumDocument | undefined)?.semesters[semester]?.rows),
          posted,
        ),
    },
  );
  return answer(reply, status);
}
