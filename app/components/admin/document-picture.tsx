import type { PictureSpec } from "~/core/document-form/field-specs.ts";
import { pictureRemoveName, pictureUploadName } from "~/core/document-form/form-values.ts";
import { useT } from "~/lib/language.tsx";
import { mediaIdOfSrc } from "~/core/picture-src.ts";
import { imageUrl } from "../media-image.tsx";
import { type FieldsContext, ErrorText, fieldId, focusProps, invalidClass } from "./document-field-parts.tsx";
import { PICTURE_ACCEPT } from "./picture-field.tsx";
import { staffClass } from "./staff-ui.tsx";

/** The parts of a picture the form carries unseen: its address and size. */
const HIDDEN_PARTS = ["src", "width", "height"];

const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/**
 * A picture of a page document (decision 047): the current one shown small, a file input to replace it (sent with the
 * save as multipart, checked on the server) and its text alternative beside it, or "decorative" where the shape
 * allows one. The address and size travel in hidden fields; the server takes the size of an uploaded picture from
 * its stored row.
 */
export function DocumentPicture({
  spec,
  name,
  label,
  optional,
  value,
  context,
}: {
  spec: PictureSpec;
  name: string;
  label: string;
  optional: boolean;
  value: unknown;
  context: FieldsContext;
}) {
  const t = useT();
  const picture = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
  const src = textOf(picture.src);
  const mediaId = mediaIdOfSrc(src);
  const preview = mediaId ? imageUrl(mediaId, 160) : src;
  const has = (key: string) => spec.fields.find((field) => field.key === key);
  const altField = has("alt");
  const uploadName = pictureUploadName(name);
  const altName = `${name}.alt`;
  return (
    <fieldset className="rounded-lg border border-slate-300 p-3">
      <legend className="px-1 font-semibold">
        {label} {optional ? <span className="font-normal">{t("console.document.optional")}</span> : null}
      </legend>
      <ErrorText name={name} context={context} />
      <ErrorText name={`${name}.src`} context={context} />
      <div className="flex flex-wrap items-start gap-3">
        {src ? (
          <figure className="shrink-0">
            <img src={preview} alt={textOf(picture.alt)} className="h-20 w-auto max-w-40 rounded bg-slate-100" />
            <figcaption className="mt-1 text-xs text-slate-700">{t("console.document.picture.current")}</figcaption>
          </figure>
        ) : (
          <p className="text-sm text-slate-700">{t("console.document.picture.none")}</p>
        )}
        {HIDDEN_PARTS.map((key) =>
          has(key) && picture[key] !== undefined ? (
            <input key={key} type="hidden" name={`${name}.${key}`} value={String(picture[key])} />
          ) : null,
        )}
        <div className="min-w-0 flex-1 basis-60 space-y-3">
          <div>
            <label htmlFor={fieldId(uploadName)} className={staffClass.label}>
              {src ? t("console.picture.replace") : t("console.picture.file")}
            </label>
            <input
              {...focusProps(uploadName, context)}
              type="file"
              name={uploadName}
              accept={PICTURE_ACCEPT}
              className={`${staffClass.input} ${invalidClass}`}
            />
            <ErrorText name={uploadName} context={context} />
          </div>
          {altField ? (
            <div>
              <label htmlFor={fieldId(altName)} className={staffClass.label}>
                {t("console.field.alt")}
              </label>
              <input
                {...focusProps(altName, context)}
                name={altName}
                defaultValue={textOf(picture.alt)}
                maxLength={500}
                aria-describedby={
                  [
                    context.errors[altName] ? `${fieldId(altName)}-error` : "",
                    altField.optional ? `${fieldId(altName)}-hint` : "",
                  ]
                    .filter(Boolean)
                    .join(" ") || undefined
                }
                className={`${staffClass.input} ${invalidClass}`}
              />
              {altField.optional ? (
                <p id={`${fieldId(altName)}-hint`} className="mt-1 text-sm text-slate-700">
                  {t("console.document.picture.altHint")}
                </p>
              ) : null}
              <ErrorText name={altName} context={context} />
            </div>
          ) : null}
          {optional && src ? (
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" name={pictureRemoveName(name)} className="mt-1 size-4" />
              <span>{t("console.document.picture.remove")}</span>
            </label>
          ) : null}
          {spec.decorative ? (
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                name={`${name}.decorative`}
                defaultChecked={picture.decorative === true}
                className="mt-1 size-4"
              />
              <span>{t("console.field.decorative")}</span>
            </label>
          ) : null}
        </div>
      </div>
    </fieldset>
  );
}
