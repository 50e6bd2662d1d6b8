import { randomUUID } from "node:crypto";
import { data } from "react-router";
import type { AppServices } from "~/context.ts";
import { fieldErrors } from "~/core/document-form/field-errors.ts";
import { type FieldSpec, fieldSpecOf } from "~/core/document-form/field-specs.ts";
import {
  applyListIntent,
  documentFromForm,
  listIntentOf,
  pictureUploadName,
  mergeMeanwhile,
  pathOf,
} from "~/core/document-form/form-values.ts";
import { pictureFieldsOf } from "~/core/document-form/picture-fields.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import { uploadedFiles } from "~/lib/content-admin/pictures.server.ts";
import { discardContentImages } from "~/lib/media/content-images.server.ts";
import { type MessageKey, type Translate, languageOf, translator } from "~/messages/catalogue.ts";
import { getRevision, saveDraft } from "~/models/page-revisions.server.ts";
import { type PageShape, pageShapes } from "~/schemas/page-shapes.ts";
import { dropPictures, takePictures } from "./pages-document-pictures.server.ts";

/** What the generated editor's action answers: the form drawn again from what was posted, and what became of it. */
export interface DocumentEditorReply {
  /** New for every answer, so the form is drawn afresh from it (items may have moved). */
  nonce: string;
  outcome: "edited" | "saved" | "unchanged" | "invalid" | "conflict" | "gone";
  message: string;
  document: unknown;
  note: string;
  /** The revision a save from this form starts from; after a conflict, the one saved meanwhile. */
  baseRevision: number;
  /** Problems by field name (`members[1].name`; "" for the whole document). */
  errors: Record<string, string>;
  /** The name of the field or item to focus when the form is drawn again. */
  focus?: string;
}

/** The spec of a shape's generated form. */
export const specOfShape = (shape: PageShape): FieldSpec => fieldSpecOf(pageShapes[shape]);

/** A field's label: `console.field.<name>` for the last name in its path. */
export function fieldLabel(name: string, t: Translate): string {
  const key = [...pathOf(name)].reverse().find((part) => typeof part === "string");
  return t(`console.field.${String(key)}` as MessageKey);
}

/** A changed field's path as a person reads it: "Members: item 2, Name". */
export function describeField(path: string, t: Translate): string {
  const words: string[] = [];
  for (const part of pathOf(path)) {
    if (typeof part === "number") words.push(t("console.document.item", { list: words.pop() ?? "", number: part + 1 }));
    else words.push(t(`console.field.${String(part)}` as MessageKey));
  }
  return words.join(", ");
}

/**
 * The generated editor's post (decision 046): an item added, removed or moved (the form comes back changed; nothing
 * is stored), or a save, which makes a new draft revision through saveDraft from the revision the form was loaded
 * from. A refused save stores nothing and keeps what was typed: with each problem beside its field, or, when
 * someone saved meanwhile, with the fields they changed named and their values taken in where the editor had
 * changed nothing. New pictures come with the save (decision 047): checked and stored first, recorded with the
 * revision, their files removed again when the save is refused.
 */
export async function handleDocumentEditorAction(
  request: Request,
  services: AppServices,
  staff: SignedInStaff,
  page: { id: number; shape: PageShape },
  form: FormData,
) {
  const language = languageOf(request);
  const t = translator(language);
  const spec = specOfShape(page.shape);
  const baseRevision = Number(form.get("baseRevision"));
  const note = String(form.get("note") ?? "").slice(0, 500);
  const intent = String(form.get("intent") ?? "");
  const base = Number.isSafeInteger(baseRevision) ? await getRevision(services.db, page.id, baseRevision) : undefined;
  const answer = (reply: Omit<DocumentEditorReply, "nonce" | "note">, status = 200) =>
    data<DocumentEditorReply>({ nonce: randomUUID(), note, ...reply }, { status });
  if (!base) {
    const message = t("console.page.gone");
    return answer({ outcome: "gone", message, document: null, baseRevision, errors: {} }, 404);
  }
  const posted = documentFromForm(spec, form);

  if (intent !== "save") {
    const listIntent = listIntentOf(intent);
    const { document, focus } = listIntent ? applyListIntent(spec, posted, listIntent) : { document: posted };
    // A file input cannot be filled in again by the page: a picture chosen before this button is named beside its
    // field (the check leaves every field where it was), or in the message when a list changed around it.
    const chosen = pictureFieldsOf(spec, posted)
      .map((field) => pictureUploadName(field.name))
      .filter((name) => uploadedFiles(form, name).length > 0);
    const notKept = listIntent
      ? {}
      : Object.fromEntries(chosen.map((name) => [name, t("console.document.picture.notKept")]));
    const problems = intent === "check" ? fieldErrors(pageShapes[page.shape], document, t) : {};
    const errors = { ...notKept, ...problems };
    if (Object.keys(problems).length > 0) {
      const message = t("console.document.invalid");
      return answer({ outcome: "invalid", message, document, baseRevision, errors });
    }
    const edited = t("console.document.changedNotSaved");
    const message = chosen.length > 0 ? `${edited} ${t("console.document.picturesNotKept")}` : edited;
    return answer({ outcome: "edited", message, document, baseRevision, errors, ...(focus ? { focus } : {}) });
  }

  // The form is drawn again from what was posted, without new pictures: their files go when the save is refused.
  const typed = structuredClone(posted);
  const { dataDir } = services.staffFiles;
  const pictures = await takePictures(services.db, dataDir, spec, form, posted, t, language);
  const errors = { ...fieldErrors(pageShapes[page.shape], posted, t), ...pictures.errors };
  if (Object.keys(errors).length > 0) {
    Object.assign(errors, { ...(await dropPictures(dataDir, pictures, form, spec, typed, t)), ...errors });
    const message = t("console.document.invalid");
    return answer({ outcome: "invalid", message, document: typed, baseRevision, errors }, 400);
  }
  if (JSON.stringify(posted) === JSON.stringify(base.document)) {
    const message = t("console.document.unchanged");
    return answer({ outcome: "unchanged", message, document: posted, baseRevision, errors: {} });
  }
  const actor = { userId: staff.id, email: staff.email, ip: services.clientIp };
  const draft = { pageId: page.id, baseRevision, document: posted, note: note.trim() || undefined };
  const saved = await saveDraft(services, { ...draft, media: pictures.records }, actor).catch(async (error) => {
    await discardContentImages(dataDir, pictures.records);
    throw error;
  });
  if (saved.status !== "saved") await discardContentImages(dataDir, pictures.records);
  switch (saved.status) {
    case "saved": {
      const message = t("console.document.saved", { revision: saved.revision });
      return answer({ outcome: "saved", message, document: posted, baseRevision: saved.revision, errors: {} });
    }
    case "invalid": {
      // The form's own check passed: a rule it cannot see refused the document (it names the field).
      const refused = Object.fromEntries(saved.issues.map((issue) => [issue.path, issue.message]));
      const message = t("console.document.invalid");
      return answer({ outcome: "invalid", message, document: typed, baseRevision, errors: refused }, 400);
    }
    case "conflict": {
      const fields = [...new Set(saved.changedMeanwhile.map((path) => describeField(path, t)))];
      const message = t("console.document.conflict", {
        revision: saved.latestRevision,
        fields: fields.length ? fields.join("; ") : t("console.document.conflictNothing"),
      });
      const newest = await getRevision(services.db, page.id, saved.latestRevision);
      const document = mergeMeanwhile(base.document, newest?.document, typed);
      // The next save starts from the revision saved meanwhile: the editor has been told what it changed.
      return answer({ outcome: "conflict", message, document, baseRevision: saved.latestRevision, errors: {} }, 409);
    }
    case "missing": {
      const message = t("console.page.gone");
      return answer({ outcome: "gone", message, document: typed, baseRevision, errors: {} }, 404);
    }
  }
}
