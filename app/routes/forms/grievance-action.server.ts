import { randomInt } from "node:crypto";
import { data } from "react-router";
import type { AppServices } from "~/context.ts";
import { newGrievanceNumber } from "~/core/grievance.ts";
import {
  checkAttachment,
  removeAttachment,
  storeAttachment,
  type AttachmentRefusal,
} from "~/lib/grievances/attachment-store.server.ts";
import { onceKey } from "~/lib/forms/once-key.server.ts";
import { consentToStore, postedConsent } from "~/lib/forms/posted-consent.server.ts";
import { type Language, type MessageKey, translator } from "~/messages/catalogue.ts";
import { messageText } from "~/messages/message-ref.ts";
import { dueDate } from "~/core/grievance.ts";
import { lodgeGrievance } from "~/models/grievances.server.ts";
import { fieldErrors, splitFormData } from "~/schemas/forms/envelope.ts";
import { GRIEVANCE_FIELDS, type GrievanceValues, grievanceSchema } from "~/schemas/grievance.ts";
import type { GrievanceErrors } from "~/components/grievance/grievance-form.tsx";
import { readForm } from "./form-action.server.ts";

const ATTACHMENT_FIELD = "attachment";

const refusals: Record<AttachmentRefusal, MessageKey> = {
  type: "grievance.error.attachmentType",
  size: "grievance.error.attachmentSize",
};

export const emptyGrievance = (): GrievanceValues =>
  Object.fromEntries(GRIEVANCE_FIELDS.map((name) => [name, ""])) as GrievanceValues;

/**
 * A post of the grievance form (decision 061), the way every visitor form's post goes: the honeypot (a trapped bot is
 * told a plausible, unstored number), the form's per-address limit, the strict schema and the attachment's bytes,
 * then the model, at most once per post. Problems come back as text in the page's language beside the fields.
 */
export async function lodgeFromPost(request: Request, services: AppServices, language: Language) {
  const t = translator(language);
  const formData = await readForm(request);
  const { envelope, fields } = splitFormData(formData);
  const consent = postedConsent(formData);
  const consented = consent.given;
  const values = emptyGrievance();
  for (const name of GRIEVANCE_FIELDS) {
    const value = fields.get(name);
    values[name] = typeof value === "string" ? value.slice(0, 4000) : "";
  }
  const lodged = (number: string, dueAt: string, mailed: boolean) => ({
    state: "lodged" as const,
    number,
    dueAt,
    mailed,
  });
  if (envelope.trapped) {
    const now = new Date();
    return data(
      lodged(
        newGrievanceNumber((max) => randomInt(max), now),
        dueDate(now.toISOString()),
        false,
      ),
    );
  }

  const rate = await services.forms.allowPost("grievance");
  if (!rate.allowed) {
    return data(
      { state: "too-many" as const, values, consented, minutes: rate.retryAfterMinutes },
      { status: 429, headers: { "Retry-After": String(rate.retryAfterMinutes * 60) } },
    );
  }

  const textFields = Object.fromEntries([...fields].filter(([name]) => name !== ATTACHMENT_FIELD));
  const parsed = grievanceSchema.safeParse(textFields);
  const attachment = await checkAttachment(fields.get(ATTACHMENT_FIELD));
  if (!parsed.success || !attachment.ok || !consent.given) {
    const errors: GrievanceErrors = {};
    if (!parsed.success) {
      for (const [name, messages] of Object.entries(fieldErrors(parsed.error))) {
        if ((GRIEVANCE_FIELDS as readonly string[]).includes(name) && messages[0])
          errors[name as keyof GrievanceValues] = messageText(t, messages[0]);
      }
      // The schema asks for a contact only once every field passed; the visitor hears of it with the rest.
      if (!errors.mobileNo && !errors.email && !values.mobileNo.trim() && !values.email.trim())
        errors.mobileNo = t("grievance.error.contact");
      // A field no form of ours sends: a broken or hostile client; named on the form as a whole.
      if (Object.keys(errors).length === 0) errors.description = t("grievance.invalid");
    }
    if (!attachment.ok) errors.attachment = t(refusals[attachment.reason]);
    // The privacy notice's box is required on every form that collects personal data (decision 064).
    if (!consent.given) errors.consent = t("forms.error.consent");
    return data({ state: "invalid" as const, values, consented, errors }, { status: 400 });
  }

  const dataDir = services.staffFiles.dataDir;
  const stored = attachment.bytes
    ? {
        fileName: await storeAttachment(dataDir, attachment.bytes, attachment.extension),
        mime: attachment.mime,
        bytes: attachment.bytes.length,
      }
    : null;
  try {
    const once = { key: onceKey("grievance", envelope.token, fields, services.clientIp), form: "grievance" };
    const result = await lodgeGrievance(services.forms.database, parsed.data, {
      language,
      siteUrl: services.siteUrl,
      attachment: stored,
      consent: await consentToStore(services.forms.database.db, consent.version, language),
      once,
    });
    // A resend got the first post's answer: the file it carried again belongs to no grievance.
    if (stored && !(await attachmentIsStored(services, result.number, stored.fileName)))
      await removeAttachment(dataDir, stored.fileName);
    return data(lodged(result.number, result.dueAt, result.mailed));
  } catch (error) {
    if (stored) await removeAttachment(dataDir, stored.fileName).catch(() => undefined);
    services.logError(error, "storing a grievance failed");
    return data({ state: "failed" as const, values, consented }, { status: 500 });
  }
}

async function attachmentIsStored(services: AppServices, number: string, fileName: string) {
  const row = await services.db
    .selectFrom("grievances")
    .select("attachment_file")
    .where("number", "=", number)
    .executeTakeFirst();
  return row?.attachment_file === fileName;
}
