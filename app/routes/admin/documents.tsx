import { DocumentFileField } from "~/components/admin/document-file-field.tsx";
import { InputField } from "~/components/admin/console-fields.tsx";
import { ConsoleForm, ConsoleNotice } from "~/components/admin/console-form.tsx";
import { FieldList, StaffPage, staffClass } from "~/components/admin/staff-ui.tsx";
import { formatBytes } from "~/components/content/document-link.tsx";
import { istDateTime } from "~/core/inbox/ist-day.ts";
import { requireStaff } from "~/lib/auth/session.server.ts";
import { readConsolePost } from "~/lib/console-form/console-form.server.ts";
import { useT } from "~/lib/language.tsx";
import { pageMeta } from "~/lib/meta.ts";
import { languageOfPath, translator } from "~/messages/catalogue.ts";
import { documentHref, listDocuments } from "~/models/documents.server.ts";
import type { Route } from "./+types/documents";
import { DOCUMENT_FILE_FIELD } from "~/schemas/admin/documents.ts";
import { handleDocumentAction } from "./documents-actions.server.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context.services, ["editor"]);
  const documents = await listDocuments(context.services.db);
  return {
    documents: documents.map((document) => ({
      id: document.id,
      title: document.title,
      href: documentHref(document.slug),
      bytes: document.bytes,
      sha256: document.sha256,
      uploadedAt: document.uploaded_at,
      uploadedBy: document.uploadedByName,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context.services, ["editor"]);
  return handleDocumentAction(request, context.services, staff, await readConsolePost(request));
}

export const meta: Route.MetaFunction = ({ location, matches }) => {
  const t = translator(languageOfPath(location.pathname));
  return pageMeta({
    title: t("console.documents.title"),
    description: t("console.documents.description"),
    location,
    matches,
    social: false,
    noindex: true,
  });
};

type Listed = Route.ComponentProps["loaderData"]["documents"][number];

function UploadForm({ reply, count }: { reply: unknown; count: number }) {
  const t = useT();
  return (
    <section aria-labelledby="upload-heading" className="rounded-lg border border-slate-200 p-4">
      <h2 id="upload-heading" className="mb-3 text-lg font-semibold">
        {t("console.documents.uploadHeading")}
      </h2>
      <ConsoleForm
        id="upload-document"
        reply={reply}
        encType="multipart/form-data"
        className="grid gap-4 sm:max-w-2xl"
        key={count}
      >
        {(fields) => (
          <>
            <InputField meta={fields.title!} label={t("console.documents.titleLabel")} maxLength={200} required />
            <InputField
              meta={fields.slug!}
              label={t("console.documents.slugLabel")}
              hint={t("console.documents.slugHint")}
              maxLength={80}
              spellCheck={false}
            />
            <DocumentFileField meta={fields[DOCUMENT_FILE_FIELD]!} label={t("console.documents.fileLabel")} />
            <p>
              <button type="submit" name="intent" value="upload" className={staffClass.button}>
                {t("console.documents.uploadButton")}
              </button>
            </p>
          </>
        )}
      </ConsoleForm>
    </section>
  );
}

function DocumentItem({ document, reply }: { document: Listed; reply: unknown }) {
  const t = useT();
  const updated = istDateTime(document.uploadedAt);
  return (
    <li className="space-y-3 rounded-lg border border-slate-200 p-4">
      <h3 className="text-lg font-semibold break-words">{document.title}</h3>
      <FieldList
        fields={[
          [
            t("console.documents.colAddress"),
            <a key="href" href={document.href} className="break-all text-brand-800 underline">
              {document.href}
            </a>,
          ],
          [t("console.documents.colFormat"), t("console.documents.formatPdf")],
          [t("console.documents.colSize"), formatBytes(document.bytes)],
          [
            t("console.documents.colUpdated"),
            document.uploadedBy ? t("console.documents.byWhom", { at: updated, name: document.uploadedBy }) : updated,
          ],
        ]}
      />
      <ConsoleForm
        id={`replace-${document.id}`}
        reply={reply}
        encType="multipart/form-data"
        label={t("console.documents.replaceForm", { title: document.title })}
        className="flex flex-wrap items-end gap-3"
        key={`replace-${document.id}-${document.sha256}`}
      >
        {(fields) => (
          <>
            <input type="hidden" name="id" value={document.id} />
            <DocumentFileField
              meta={fields[DOCUMENT_FILE_FIELD]!}
              label={t("console.documents.replaceLabel", { title: document.title })}
            />
            <button type="submit" name="intent" value="replace" className={staffClass.secondary}>
              {t("console.documents.replaceButton")}
            </button>
          </>
        )}
      </ConsoleForm>
      <ConsoleForm
        id={`remove-${document.id}`}
        reply={reply}
        label={t("console.documents.removeButton", { title: document.title })}
      >
        {() => (
          <>
            <input type="hidden" name="id" value={document.id} />
            <button type="submit" name="intent" value="remove" className={staffClass.danger}>
              {t("console.documents.removeButton", { title: document.title })}
            </button>
          </>
        )}
      </ConsoleForm>
    </li>
  );
}

export default function DocumentsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { documents } = loaderData;
  return (
    <StaffPage title={t("console.documents.title")}>
      <p className="max-w-3xl">{t("console.documents.intro")}</p>
      <ConsoleNotice reply={actionData} />
      <UploadForm reply={actionData} count={documents.length} />
      <section aria-labelledby="list-heading" className="space-y-3">
        <h2 id="list-heading" className="text-lg font-semibold">
          {t("console.documents.listHeading")}
        </h2>
        <p>
          {documents.length === 1
            ? t("console.documents.countOne")
            : t("console.documents.count", { count: documents.length })}
        </p>
        {documents.length === 0 ? (
          <p>{t("console.documents.none")}</p>
        ) : (
          <>
            <p className="text-sm text-slate-700">{t("console.documents.removeHint")}</p>
            <ul className="space-y-4">
              {documents.map((document) => (
                <DocumentItem key={document.id} document={document} reply={actionData} />
              ))}
            </ul>
          </>
        )}
      </section>
    </StaffPage>
  );
}
