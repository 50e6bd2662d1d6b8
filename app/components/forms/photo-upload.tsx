import { type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";
import { useT } from "~/lib/language.tsx";
import { messageText } from "~/messages/message-ref.ts";
import { RequiredMark } from "./fields.tsx";
import { useNotify } from "./toasts.ts";
import { type FieldMeta, useHydrated } from "./use-visitor-form.ts";

export const PHOTO_FILE_FIELD = "photoFile";
export const PHOTO_UPLOAD_URL = "/api/uploads/photo";
const MAX_BYTES = 2 * 1024 * 1024;
const ACCEPT = "image/jpeg,image/png";

export interface PhotoHandle {
  reset(): void;
  focus(): void;
}

interface Photo {
  record: string;
  preview: string;
}

/**
 * The admission photo (spec §2, §4): a placeholder until an upload succeeds, then the uploaded image. With
 * JavaScript the file goes to our own upload endpoint at once (progress shown) and the answer's record becomes
 * the form's photoRecord; the preview is the visitor's own file, never fetched back. Without JavaScript the file
 * travels with the form and the page comes back showing it through a short-lived link.
 */
export interface PhotoTexts {
  hint: string;
  kept: string;
}

export function PhotoUpload({
  meta,
  texts,
  initial,
  autoFocus,
  onUploaded,
  ref,
}: {
  meta: FieldMeta;
  /** The field's hint, and what it says of a photo kept from a refused post: text from the page's data. */
  texts: PhotoTexts;
  initial?: { record: string; previewUrl: string };
  autoFocus?: boolean;
  /** Called after the hidden photoRecord field holds a new record (so the form can validate it again). */
  onUploaded?: () => void;
  ref?: Ref<PhotoHandle>;
}) {
  const t = useT();
  const notify = useNotify();
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const request = useRef<XMLHttpRequest | null>(null);
  const [photo, setPhoto] = useState<Photo | undefined>(
    initial ? { record: initial.record, preview: initial.previewUrl } : undefined,
  );
  const [progress, setProgress] = useState<number | undefined>();
  const [localError, setLocalError] = useState<string | undefined>();

  useEffect(() => () => request.current?.abort(), []);
  const uploaded = useRef(onUploaded);
  useEffect(() => {
    uploaded.current = onUploaded;
  });
  useEffect(() => {
    if (photo?.preview.startsWith("blob:")) uploaded.current?.();
  }, [photo]);
  useEffect(
    () => () => {
      if (photo?.preview.startsWith("blob:")) URL.revokeObjectURL(photo.preview);
    },
    [photo],
  );

  function clear() {
    request.current?.abort();
    setPhoto(undefined);
    setProgress(undefined);
    if (input.current) input.current.value = "";
  }

  useImperativeHandle(ref, () => ({
    reset() {
      clear();
      setLocalError(undefined);
    },
    focus() {
      input.current?.focus();
    },
  }));

  function fail() {
    clear();
    notify.error(t("forms.imageFailed"));
  }

  function upload(file: File) {
    clear();
    if (!ACCEPT.split(",").includes(file.type) || file.size > MAX_BYTES) {
      setLocalError(t("forms.error.admission.photo"));
      notify.error(t("forms.imageFailed"));
      if (input.current) input.current.value = "";
      return;
    }
    setLocalError(undefined);
    const body = new FormData();
    body.append("file", file);
    const xhr = new XMLHttpRequest();
    request.current = xhr;
    xhr.open("POST", PHOTO_UPLOAD_URL);
    xhr.responseType = "json";
    setProgress(0);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) setProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      request.current = null;
      const record = (xhr.response as { record?: unknown } | null)?.record;
      if (xhr.status !== 200 || typeof record !== "string") return fail();
      setProgress(undefined);
      setPhoto({ record, preview: URL.createObjectURL(file) });
    };
    xhr.onerror = () => {
      request.current = null;
      fail();
    };
    xhr.send(body);
  }

  const shown = meta.errors?.[0];
  const error = localError ?? (shown ? messageText(t, shown) : undefined);
  const errorId = meta.errorId;
  const hintId = meta.descriptionId;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <input type="hidden" name={meta.name} value={photo?.record ?? ""} />
      <div className="flex h-44 w-36 shrink-0 items-center justify-center overflow-hidden rounded border border-slate-300 bg-slate-50">
        {photo ? (
          <img
            src={photo.preview}
            alt={t("forms.photo.uploaded")}
            width={144}
            height={176}
            className="h-full w-full object-cover"
          />
        ) : (
          <svg
            role="img"
            aria-label={t("forms.photo.placeholder")}
            viewBox="0 0 72 88"
            className="h-28 w-24 text-slate-400"
          >
            <circle cx="36" cy="30" r="16" fill="currentColor" />
            <path d="M6 86c2-20 14-30 30-30s28 10 30 30z" fill="currentColor" />
          </svg>
        )}
      </div>
      <div className="space-y-2">
        <div className="font-medium text-slate-800">
          <label htmlFor={meta.id}>{t("forms.label.photo")}</label>
          <RequiredMark />
        </div>
        <input
          ref={input}
          id={meta.id}
          type="file"
          accept={ACCEPT}
          name={hydrated ? undefined : PHOTO_FILE_FIELD}
          aria-invalid={error ? true : undefined}
          aria-describedby={[hintId, error ? errorId : null].filter(Boolean).join(" ")}
          aria-required
          autoFocus={autoFocus}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (hydrated && file) upload(file);
          }}
          className="block w-full text-sm file:mr-3 file:rounded file:border-0 file:bg-brand-700 file:px-4 file:py-2 file:font-semibold file:text-white"
        />
        <p id={hintId} className="text-sm text-slate-600">
          {photo && !hydrated ? texts.kept : texts.hint}
        </p>
        {progress !== undefined ? (
          <label className="block text-sm">
            {t("forms.photo.progress")}
            <progress max={100} value={progress} className="ml-2 align-middle">
              {progress}%
            </progress>
          </label>
        ) : null}
        {error ? (
          <p id={errorId} className="text-sm font-medium text-red-700">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
