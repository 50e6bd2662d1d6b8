import "~/messages/static-page-messages.ts";
import { useT } from "~/lib/language.tsx";
import type { DocumentInfo } from "~/models/content.server.ts";

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** A link to a document with its title, format and size, so a visitor on mobile data knows what they fetch. */
export function DocumentLink({ document, newTab = false }: { document: DocumentInfo; newTab?: boolean }) {
  const t = useT();
  return (
    <a
      href={document.href}
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
      {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})}
    >
      {document.title}
      <span className="text-sm text-slate-600">
        {" "}
        ({document.bytes === undefined ? document.format : `${document.format}, ${formatBytes(document.bytes)}`})
      </span>
      {newTab ? <span className="sr-only"> {t("external.newTab")}</span> : null}
    </a>
  );
}
