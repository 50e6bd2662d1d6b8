import { randomUUID } from "node:crypto";
import { data } from "react-router";
import type { AppServices } from "~/context.ts";
import {
  type BlockType,
  type PolicyForm,
  applyPolicyIntent,
  blockTypes,
  parsePolicyForm,
  pathKeys,
  policyFocusAfter,
  storedPolicy,
} from "~/core/policy-text-form.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import { type Translate, languageOf, translator } from "~/messages/catalogue.ts";
import { getRevision, saveDraft } from "~/models/page-revisions.server.ts";
import { type FieldIssue, type PageShape, checkDocument } from "~/schemas/page-shapes.ts";

/** What the policy editor's action answers: the form drawn again from what was posted, and what became of it. */
export interface PolicyEditorReply {
  /** New for every answer, so the form is drawn afresh from it (blocks may have moved). */
  nonce: string;
  outcome: "edited" | "saved" | "invalid" | "conflict" | "gone";
  message: string;
  form: PolicyForm;
  note: string;
  /** The revision a save from this form starts from; after a conflict, the one saved meanwhile. */
  baseRevision: number;
  /** Problems by field name (`sections[0].blocks[1].text[0].href`; "" for the whole text). */
  errors: Record<string, string>;
  /** The id of the control to focus when the form is drawn again. */
  focus?: string;
}

/** The field a schema issue belongs to: a span's problem beside the span's own field, a list's beside the list. */
function fieldOf(path: string, form: PolicyForm): string {
  // A paragraph kept as plain text is a one-piece paragraph in the form: its issue goes to that piece's text.
  if (/\.(?:text|items\[\d+\])$/.test(path)) {
    const value = pathKeys(path)?.reduce<unknown>((n, k) => (n as Record<string | number, unknown>)?.[k], form);
    if (Array.isArray(value)) return `${path}[0].text`;
  }
  return path;
}

/** The shape's issues beside the fields an editor sees, in words that say what to do. */
export function policyFieldErrors(issues: FieldIssue[], form: PolicyForm, t: Translate): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = fieldOf(issue.path, form);
    let message = t("console.text.fixField");
    if (name.endsWith(".href")) message = t("console.text.badLink");
    else if (name === "description") message = t("console.text.descriptionLength");
    else if (name === "lastUpdated") message = t("console.text.badDate");
    else if (/(?:text|heading|caption|title|columns\[\d+\]|rows\[\d+\]\[\d+\])$/.test(name)) {
      message = t("console.text.enterText");
    } else if (/(?:sections|blocks|items|rows)$/.test(name)) message = t("console.text.keepOne");
    errors[name] ??= message;
  }
  return errors;
}

/** A changed field's path as a person reads it: "section 2, block 1, piece 3, link". */
export function describePolicyField(path: string, t: Translate): string {
  const keys = pathKeys(path);
  if (!keys) return path;
  const words: string[] = [];
  keys.forEach((key, at) => {
    const previous = keys[at - 1];
    if (typeof key === "number") {
      const number = key + 1;
      if (previous === "sections") words.push(t("console.text.pathSection", { number }));
      else if (previous === "blocks") words.push(t("console.text.pathBlock", { number }));
      else if (previous === "items") words.push(t("console.text.pathItem", { number }));
      else if (previous === "rows") words.push(t("console.text.pathRow", { number }));
      else if (previous === "columns") words.push(t("console.text.pathColumn", { number }));
      else words.push(t("console.text.pathPiece", { number }));
    } else if (["title", "description", "lastUpdated", "heading", "caption", "href", "emphasis"].includes(key)) {
      words.push(t(`console.text.path.${key}` as "console.text.path.title"));
    }
  });
  return words.join(", ");
}

/**
 * The policy editor's post: something added, removed or moved (the form comes back changed; nothing is stored), or
 * a save, a new draft revision through saveDraft from the revision the form was loaded from. A refused save stores
 * nothing and keeps what was typed: with the shape's problems beside each field or, when someone saved meanwhile,
 * with the fields they changed named.
 */
export async function handlePolicyEditorAction(
  request: Request,
  services: AppServices,
  staff: SignedInStaff,
  page: { id: number; shape: PageShape },
  posted: FormData,
) {
  const pageId = page.id;
  const t = translator(languageOf(request));
  const baseRevision = Number(posted.get("baseRevision"));
  const note = String(posted.get("note") ?? "").slice(0, 500);
  const intent = String(posted.get("intent") ?? "");
  const base = Number.isSafeInteger(baseRevision) ? await getRevision(services.db, pageId, baseRevision) : undefined;
  const form = parsePolicyForm(posted);
  const answer = (reply: Omit<PolicyEditorReply, "nonce" | "note" | "form">, status = 200) =>
    data<PolicyEditorReply>({ nonce: randomUUID(), note, form, ...reply }, { status });
  if (!base) return answer({ outcome: "gone", message: t("console.page.gone"), baseRevision, errors: {} }, 404);

  if (intent === "check") {
    // Enter in a field lands here (the form's first button): the text is checked, and nothing is stored.
    const checked = checkDocument(page.shape, storedPolicy(form, base.document as Record<string, unknown>));
    return checked.ok
      ? answer({ outcome: "edited", message: t("console.text.checked"), baseRevision, errors: {} })
      : answer({
          outcome: "invalid",
          message: t("console.text.checkFailed"),
          baseRevision,
          errors: policyFieldErrors(checked.issues, form, t),
        });
  }

  if (intent !== "save") {
    // Which type a new block has is the choice beside that section's "Add a block" button.
    const section = /^add:(sections\[\d+\])\.blocks$/.exec(intent)?.[1];
    const chosen = section ? String(posted.get(`addType.${section}`) ?? "") : "";
    const type: BlockType = blockTypes.includes(chosen as BlockType) ? (chosen as BlockType) : "paragraph";
    const changed = applyPolicyIntent(form, intent, type);
    const focus = policyFocusAfter(form, changed, intent);
    return data<PolicyEditorReply>({
      nonce: randomUUID(),
      note,
      form: changed,
      outcome: "edited",
      message: t("console.text.changedNotSaved"),
      baseRevision,
      errors: {},
      ...(focus ? { focus } : {}),
    });
  }

  const actor = { userId: staff.id, email: staff.email, ip: services.clientIp };
  const document = storedPolicy(form, base.document as Record<string, unknown>);
  const saved = await saveDraft(services, { pageId, baseRevision, document, note: note.trim() || undefined }, actor);
  switch (saved.status) {
    case "saved":
      return answer({
        outcome: "saved",
        message: t("console.text.saved", { revision: saved.revision }),
        baseRevision: saved.revision,
        errors: {},
      });
    case "invalid":
      return answer(
        {
          outcome: "invalid",
          message: t("console.text.invalid"),
          baseRevision,
          errors: policyFieldErrors(saved.issues, form, t),
        },
        400,
      );
    case "conflict": {
      const fields = [...new Set(saved.changedMeanwhile.map((path) => describePolicyField(path, t)))];
      const message = t("console.text.conflict", {
        revision: saved.latestRevision,
        fields: fields.length ? fields.join("; ") : t("console.fees.conflictNothing"),
      });
      // The next save starts from the revision saved meanwhile: the editor has been told what it changed.
      return answer({ outcome: "conflict", message, baseRevision: saved.latestRevision, errors: {} }, 409);
    }
    case "missing":
      return answer({ outcome: "gone", message: t("console.page.gone"), baseRevision, errors: {} }, 404);
  }
}
