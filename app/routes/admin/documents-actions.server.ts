import { writeTransaction } from "../../../db/client.ts";
import type { AppServices } from "~/context.ts";
import { slugFromTitle } from "~/core/document-slug.ts";
import type { SignedInStaff } from "~/lib/auth/session.server.ts";
import { type ConsoleForm, consoleForm } from "~/lib/console-form/console-form.server.ts";
import {
  type DocumentRefusal,
  checkUploadedDocument,
  removeDocumentFile,
  storeDocumentFile,
  uploadedDocument,
} from "~/lib/documents/document-store.server.ts";
import type { MessageKey } from "~/messages/catalogue.ts";
import { messageRef } from "~/messages/message-ref.ts";
import { recordAudit } from "~/models/audit.server.ts";
import {
  type StoredDocumentFile,
  deleteDocument,
  documentHref,
  findDocument,
  findDocumentBySlug,
  insertDocument,
  isShippedDocument,
  replaceDocumentFile,
} from "~/models/documents.server.ts";
import {
  DOCUMENT_FILE_FIELD,
  documentRemoveSchema,
  documentReplaceSchema,
  documentUploadSchema,
} from "~/schemas/admin/documents.ts";

const fileRefusals: Record<DocumentRefusal, MessageKey> = {
  missing: "console.documents.fileMissing",
  size: "console.documents.fileSize",
  type: "console.documents.fileType",
};

/** What the audit log keeps of a document's file: enough to tell one version from another. */
const fileRecord = (file: StoredDocumentFile) => ({ fileName: file.fileName, bytes: file.bytes, sha256: file.sha256 });

/**
 * The file of the post checked by its bytes and, when it is a PDF within the cap, stored: a refusal stores nothing
 * and answers beside the file field.
 */
async function storeUpload(form: ConsoleForm, formData: FormData, dataDir: string) {
  const file = uploadedDocument(formData, DOCUMENT_FILE_FIELD);
  const checked = await checkUploadedDocument(file);
  if (!checked.ok) {
    const name = (file?.name || "").slice(0, 120) || form.t("console.documents.unnamed");
    return {
      refusal: form.refuse({ fields: { [DOCUMENT_FILE_FIELD]: [messageRef(fileRefusals[checked.reason], { name })] } }),
    };
  }
  return { stored: await storeDocumentFile(dataDir, checked.bytes) };
}

/**
 * The documents page's posts: upload a new document, replace a document's file (its address stays), remove one.
 * Every change and its audit entry are one transaction; a file is written before the row that names it, and a
 * replaced or removed file is deleted only after the change is committed.
 */
export async function handleDocumentAction(
  request: Request,
  services: AppServices,
  staff: SignedInStaff,
  formData: FormData,
  now: Date = new Date(),
) {
  const dataDir = services.staffFiles.dataDir;
  const audit = { userId: staff.id, email: staff.email, ip: services.clientIp };
  const at = now.toISOString();
  const intent = formData.get("intent");

  if (intent === "replace") {
    const form = consoleForm(request, formData, documentReplaceSchema);
    if (form.submission.status !== "success") return form.refuse();
    const { id } = form.submission.value;
    if (!(await findDocument(services.db, id))) return form.refuse({ form: "console.documents.gone", status: 404 });
    const upload = await storeUpload(form, formData, dataDir);
    if (upload.refusal) return upload.refusal;
    const file = upload.stored;
    let before;
    try {
      before = await writeTransaction(services, async (trx) => {
        const old = await replaceDocumentFile(trx, id, { file, uploadedBy: staff.id, at });
        if (old) {
          await recordAudit(trx, {
            ...audit,
            action: "document-replaced",
            entity: "documents",
            entityId: id,
            before: {
              slug: old.slug,
              ...fileRecord({ fileName: old.file_name, bytes: old.bytes, sha256: old.sha256 }),
            },
            after: { slug: old.slug, ...fileRecord(file) },
          });
        }
        return old;
      });
    } catch (error) {
      await removeDocumentFile(dataDir, file.fileName);
      throw error;
    }
    if (!before) {
      await removeDocumentFile(dataDir, file.fileName);
      return form.refuse({ form: "console.documents.gone", status: 404 });
    }
    await removeDocumentFile(dataDir, before.file_name);
    return form.done(messageRef("console.documents.replaced", { address: documentHref(before.slug) }));
  }

  if (intent === "remove") {
    const form = consoleForm(request, formData, documentRemoveSchema);
    if (form.submission.status !== "success") return form.refuse();
    const { id } = form.submission.value;
    const removed = await writeTransaction(services, async (trx) => {
      const old = await deleteDocument(trx, id);
      if (old) {
        await recordAudit(trx, {
          ...audit,
          action: "document-removed",
          entity: "documents",
          entityId: id,
          before: {
            slug: old.slug,
            title: old.title,
            ...fileRecord({ fileName: old.file_name, bytes: old.bytes, sha256: old.sha256 }),
          },
        });
      }
      return old;
    });
    if (!removed) return form.refuse({ form: "console.documents.gone", status: 404 });
    await removeDocumentFile(dataDir, removed.file_name);
    return form.done(messageRef("console.documents.removed", { title: removed.title }));
  }

  const form = consoleForm(request, formData, documentUploadSchema);
  if (form.submission.status !== "success") return form.refuse();
  const { title } = form.submission.value;
  const slug = form.submission.value.slug ?? slugFromTitle(title);
  if (!slug) return form.refuse({ fields: { slug: ["console.documents.slugFromTitle"] } });
  const taken = () => form.refuse({ fields: { slug: [messageRef("console.documents.slugTaken", { slug })] } });
  if (isShippedDocument(slug) || (await findDocumentBySlug(services.db, slug))) return taken();
  const upload = await storeUpload(form, formData, dataDir);
  if (upload.refusal) return upload.refusal;
  const file = upload.stored;
  let inserted;
  try {
    inserted = await writeTransaction(services, async (trx) => {
      const result = await insertDocument(trx, { slug, title, file, uploadedBy: staff.id, at });
      if (result.ok) {
        await recordAudit(trx, {
          ...audit,
          action: "document-uploaded",
          entity: "documents",
          entityId: result.id,
          after: { slug, title, ...fileRecord(file) },
        });
      }
      return result;
    });
  } catch (error) {
    await removeDocumentFile(dataDir, file.fileName);
    throw error;
  }
  if (!inserted.ok) {
    await removeDocumentFile(dataDir, file.fileName);
    return taken();
  }
  return form.done(messageRef("console.documents.uploaded", { address: documentHref(slug) }));
}
