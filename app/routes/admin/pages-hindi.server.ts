import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../../../db/schema.ts";
import { pageTexts, translateDocument } from "~/core/page-texts.ts";
import type { AppServices } from "~/context.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import { type Language, translator } from "~/messages/catalogue.ts";
import {
  type StoredTranslation,
  listTranslations,
  saveTranslations,
  sourceHash,
} from "~/models/page-translations.server.ts";
import { getRevision } from "~/models/page-revisions.server.ts";
import { type PageShape, checkDocument } from "~/schemas/page-shapes.ts";
import { type EditedText, type TextState, translationField } from "./pages-hindi-fields.ts";
import { loadPage } from "./pages-load.server.ts";

/*
 * The Hindi of a page's texts, edited beside the English (decision 066). The editor lists the texts of the page's
 * latest revision (a draft, maybe) and then those only the published revision still has, each with its Hindi and
 * whether that is current, a demo translation not reviewed yet, or missing. A form field per text is named by the
 * hash of its English, so a post can only translate texts the page has.
 */

export const HINDI = "hi";
const MAX_TEXT = 2000;

function stateOf(stored: StoredTranslation | undefined): TextState {
  if (!stored) return "missing";
  return stored.reviewed ? "translated" : "demo";
}

/** The page, its documents (latest, and published when that is another revision) and its texts with their Hindi. */
export async function loadTranslationEditor(db: Kysely<Database>, rawId: string | undefined) {
  const page = await loadPage(db, rawId);
  const latest = await getRevision(db, page.id, page.latestRevision);
  const published =
    page.publishedRevision !== null && page.publishedRevision !== page.latestRevision
      ? await getRevision(db, page.id, page.publishedRevision)
      : undefined;
  const stored = await listTranslations(db, page.id, HINDI);
  const english = [...new Set([...pageTexts(latest?.document), ...pageTexts(published?.document)])];
  const texts: EditedText[] = english.map((text) => {
    const hash = sourceHash(text);
    const translation = stored.get(hash);
    return { hash, english: text, hindi: translation?.text ?? "", state: stateOf(translation) };
  });
  return { page, documents: [latest?.document, published?.document].filter((d) => d !== undefined), texts };
}

/** The value at a field path as `checkDocument` names it ("sections.0.blocks.1.text"). */
function valueAt(document: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (value, key) =>
        value !== null && typeof value === "object" ? (value as Record<string, unknown>)[key] : undefined,
      document,
    );
}

export type TranslationReply =
  | { outcome: "saved"; message: string; nonce: string }
  | {
      outcome: "invalid";
      message: string;
      nonce: string;
      values: Record<string, string>;
      errors: Record<string, string>;
    };

/**
 * Saves the Hindi posted for the page's texts. Every text is checked (length) and the documents are checked in Hindi
 * by their shape (a page's description must stay 50–160 characters, say): any error stores nothing and comes back
 * beside its text, with everything as it was typed. `confirm` marks the demo translations left as they are reviewed.
 */
export async function saveTranslationEditor(
  services: AppServices,
  staff: SignedInStaff,
  rawId: string | undefined,
  form: FormData,
  language: Language,
): Promise<TranslationReply> {
  const t = translator(language);
  const nonce = randomUUID();
  const { page, documents, texts } = await loadTranslationEditor(services.db, rawId);
  const values: Record<string, string> = {};
  const errors: Record<string, string> = {};
  for (const text of texts) {
    const posted = form.get(translationField(text.hash));
    if (typeof posted !== "string") continue;
    values[text.hash] = posted.replace(/\r\n?/g, "\n");
    if (values[text.hash]!.trim().length > MAX_TEXT) errors[text.hash] = t("console.hindi.tooLong", { max: MAX_TEXT });
  }
  const hindiOf = (english: string) => {
    const hash = sourceHash(english);
    const value = hash in values ? values[hash]!.trim() : texts.find((text) => text.hash === hash)?.hindi;
    return value ? value : undefined;
  };
  for (const document of documents) {
    const checked = checkDocument(page.shape as PageShape, translateDocument(document, hindiOf).document);
    if (checked.ok) continue;
    for (const issue of checked.issues) {
      const english = valueAt(document, issue.path);
      if (typeof english === "string")
        errors[sourceHash(english)] ??= t("console.hindi.refused", { reason: issue.message });
    }
  }
  if (Object.keys(errors).length > 0) {
    return { outcome: "invalid", message: t("console.hindi.invalid"), nonce, values, errors };
  }
  const edits = texts
    .filter((text) => text.hash in values)
    .map((text) => ({ english: text.english, text: values[text.hash]! }));
  const actor = { userId: staff.id, email: staff.email, ip: services.clientIp };
  const confirm = form.get("intent") === "confirm";
  const saved = await saveTranslations(services, page.id, HINDI, edits, actor, { confirm });
  return { outcome: "saved", message: t("console.hindi.saved", { count: saved.written + saved.removed }), nonce };
}
