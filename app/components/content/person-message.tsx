import { DocumentImage, photoAlt } from "./document-image.tsx";
import type { PersonMessageContent } from "~/schemas/content/people.ts";
import { DocumentText } from "./english-text.tsx";

/**
 * A signed message (principal, director): photo, name and role as the heading, then the paragraphs.
 * `priority` loads the photo at once when it is the first thing on the page.
 */
export function PersonMessage({ message, priority = false }: { message: PersonMessageContent; priority?: boolean }) {
  const { name, role, photo, paragraphs } = message;
  return (
    <article className="rounded-lg border border-slate-200 p-5 sm:p-6">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        {photo ? (
          <DocumentImage
            src={photo.src}
            width={photo.width}
            height={photo.height}
            widths={[160, 240, 320]}
            sizes="160px"
            alt={photoAlt(photo, `${name}, ${role}`)}
            priority={priority}
            className="size-40 shrink-0 self-center rounded-lg bg-slate-100 object-cover sm:self-start"
          />
        ) : null}
        <div className="min-w-0 space-y-4">
          <div>
            <h2 className="text-xl font-bold text-brand-900">
              <DocumentText text={name} />
            </h2>
            <p className="font-medium text-slate-700">
              <DocumentText text={role} />
            </p>
          </div>
          {paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <DocumentText text={paragraph} />
            </p>
          ))}
        </div>
      </div>
    </article>
  );
}
