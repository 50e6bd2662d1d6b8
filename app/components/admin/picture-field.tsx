import { staffClass } from "./staff-ui.tsx";

export const PICTURE_ACCEPT = "image/jpeg,image/png,image/webp";

/**
 * A picture in a console form: the current one (if any), a file to upload (or to replace it with) and its text
 * alternative. The form must be sent as multipart/form-data; the server checks the file (app/lib/content-admin).
 */
export function PictureField({
  name,
  label,
  mediaId,
  alt = "",
}: {
  name: string;
  label: string;
  mediaId?: string;
  alt?: string;
}) {
  return (
    <fieldset className="flex flex-wrap items-end gap-3 rounded border border-slate-300 p-3">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      {mediaId ? <img src={`/images/${mediaId}?w=160`} alt={alt} className="h-20 w-auto rounded" /> : null}
      <label className={staffClass.label}>
        {mediaId ? "Replace with (JPEG, PNG or WebP, up to 8 MB)" : "File (JPEG, PNG or WebP, up to 8 MB)"}
        <input type="file" name={name} accept={PICTURE_ACCEPT} required={!mediaId} className={staffClass.input} />
      </label>
      <label className={`${staffClass.label} min-w-48 flex-1`}>
        Description for screen readers
        <input name={`${name}Alt`} defaultValue={alt} maxLength={500} className={staffClass.input} />
      </label>
    </fieldset>
  );
}
