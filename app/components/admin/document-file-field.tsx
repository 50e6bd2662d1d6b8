import type { FieldMetadata } from "@conform-to/react";
import { type ChangeEvent, useState } from "react";
import { useT } from "~/lib/language.tsx";
import { DOCUMENT_MAX_BYTES } from "~/schemas/admin/documents.ts";
import { useFirstInvalid } from "./console-form.tsx";
import { staffClass } from "./staff-ui.tsx";

/**
 * The file input of a document form, with the server's refusal (not a PDF by its bytes, too large) beside it. With
 * JavaScript, a file over 10 MB is refused as soon as it is chosen, so it is never sent; without, the server says
 * the same after the post. The server checks everything again either way.
 */
export function DocumentFileField({ meta, label }: { meta: FieldMetadata<unknown>; label: string }) {
  const t = useT();
  const first = useFirstInvalid();
  const [tooLarge, setTooLarge] = useState<string>();
  const error = tooLarge ?? meta.errors?.[0];
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    if (file && file.size > DOCUMENT_MAX_BYTES) {
      setTooLarge(t("console.documents.fileSize", { name: file.name }));
      event.currentTarget.value = "";
    } else setTooLarge(undefined);
  };
  return (
    <div className="min-w-0">
      <label htmlFor={meta.id} className={staffClass.label}>
        {label}
      </label>
      <input
        key={meta.key}
        id={meta.id}
        name={meta.name}
        type="file"
        accept="application/pdf,.pdf"
        className={`${staffClass.input} max-w-full aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? meta.errorId : undefined}
        autoFocus={Boolean(meta.errors?.length) && first === meta.name ? true : undefined}
        onChange={onChange}
      />
      {error ? (
        <p id={meta.errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
