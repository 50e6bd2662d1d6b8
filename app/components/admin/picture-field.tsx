import { useT } from "~/lib/language.tsx";
import { InputField } from "./console-fields.tsx";
import type { ConsoleFields } from "./console-form.tsx";

export const PICTURE_ACCEPT = "image/jpeg,image/png,image/webp";

/**
 * A picture in a console form: the current one (if any), a file to upload (or to replace it with) and its text
 * alternative. The form must be sent as multipart/form-data; the server checks the file (app/lib/content-admin)
 * and answers a refusal beside the file field.
 */
export function PictureField({
  name,
  label,
  fields,
  mediaId,
  alt = "",
}: {
  name: string;
  label: string;
  fields: ConsoleFields;
  mediaId?: string;
  alt?: string;
}) {
  const t = useT();
  const altName = `${name}Alt`;
  return (
    <fieldset className="flex flex-wrap items-start gap-3 rounded border border-slate-300 p-3">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      {mediaId ? <img src={`/images/${mediaId}?w=160`} alt={alt} className="h-20 w-auto rounded" /> : null}
      <InputField
        meta={fields[name]!}
        type="file"
        accept={PICTURE_ACCEPT}
        required={!mediaId}
        label={mediaId ? t("console.picture.replace") : t("console.picture.file")}
      />
      <InputField
        meta={fields[altName]!}
        maxLength={500}
        className="min-w-48 flex-1"
        label={t("console.picture.alt")}
      />
    </fieldset>
  );
}
