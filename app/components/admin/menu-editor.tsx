import type { ComponentProps } from "react";
import { InputField, SelectField } from "./console-fields.tsx";
import { ConsoleForm } from "./console-form.tsx";
import { staffClass } from "./staff-ui.tsx";
import { type MenuEntry, isGroup } from "~/core/menu.ts";
import { useT } from "~/lib/language.tsx";
import type { Translate } from "~/messages/catalogue.ts";

/** An entry's Hindi label: optional, typed in Devanagari, shown on the Hindi pages. */
export function HindiLabelField({
  meta,
  className,
}: {
  meta: ComponentProps<typeof InputField>["meta"];
  className: string;
}) {
  const t = useT();
  return (
    <InputField
      meta={meta}
      label={t("console.menu.labelHi")}
      hint={t("console.menu.labelHiHint")}
      lang="hi"
      maxLength={60}
      className={className}
    />
  );
}

/** A place an entry may go: the top of a menu, or a group (`depth` is the group's own, -1 for the top). */
export interface PlaceOption {
  value: string;
  label: string;
  depth: number;
}

/** The header's places: its top, then every group that may hold an entry, named by its path ("Course › Diploma"). */
export function placeOptions(t: Translate, header: readonly MenuEntry[]): PlaceOption[] {
  const options: PlaceOption[] = [{ value: "header", label: t("console.menu.place.header"), depth: -1 }];
  const walk = (entries: readonly MenuEntry[], path: string[]) => {
    for (const entry of entries) {
      if (!isGroup(entry) || path.length > 1) continue;
      const names = [...path, entry.label];
      options.push({
        value: String(entry.id),
        label: t("console.menu.place.group", { path: names.join(" › ") }),
        depth: path.length,
      });
      walk(entry.items, names);
    }
  };
  walk(header, []);
  return options;
}

interface EntriesProps {
  entries: readonly MenuEntry[];
  /** The footer's quick links rather than the header menu. */
  footer?: boolean;
  places: PlaceOption[];
  reply: unknown;
  depth: number;
  /** The addresses (lower case) of pages that are not published: links to them are not shown to visitors. */
  unpublished: readonly string[];
}

/** The controls of one entry: its label (and address), the buttons that move or remove it, and where to move it. */
function EntryForms({
  entry,
  index,
  count,
  places,
  reply,
  depth,
  footer = false,
}: { entry: MenuEntry; index: number; count: number } & Omit<EntriesProps, "entries" | "unpublished">) {
  const t = useT();
  const group = isGroup(entry);
  // Forms are landmarks, so each needs a name of its own: the footer's links are named apart from the header's.
  const name = t(group ? "console.menu.groupForm" : footer ? "console.menu.footerLinkForm" : "console.menu.linkForm", {
    label: entry.label,
  });
  const saved = group
    ? { label: entry.label, labelHi: entry.labelHi }
    : { label: entry.label, labelHi: entry.labelHi, target: entry.to };
  const movePlaces = group ? places.filter((place) => place.depth < 1 && place.value !== "footer") : places;
  return (
    <>
      <ConsoleForm
        id={`item-${entry.id}`}
        reply={reply}
        label={name}
        defaultValue={saved}
        className="flex flex-wrap items-start gap-2"
        key={`item-${entry.id}-${JSON.stringify(saved)}`}
      >
        {(fields) => (
          <>
            <input type="hidden" name="id" value={entry.id} />
            {group ? (
              <span className="w-full text-sm font-semibold uppercase text-slate-700">{t("console.menu.group")}</span>
            ) : null}
            <InputField
              meta={fields.label!}
              label={t("console.menu.label")}
              required
              maxLength={60}
              className="min-w-40 flex-1"
            />
            <HindiLabelField meta={fields.labelHi!} className="min-w-40 flex-1" />
            {group ? null : (
              <InputField
                meta={fields.target!}
                label={t("console.menu.target")}
                required
                maxLength={500}
                className="min-w-40 flex-1"
              />
            )}
            <div className="flex w-full flex-wrap gap-2">
              <button
                type="submit"
                name="intent"
                value={group ? "save-group" : "save-link"}
                className={staffClass.secondary}
              >
                {t("console.save")}
              </button>
              <button type="submit" name="intent" value="up" disabled={index === 0} className={staffClass.secondary}>
                {t("console.moveUp")}
              </button>
              <button
                type="submit"
                name="intent"
                value="down"
                disabled={index === count - 1}
                className={staffClass.secondary}
              >
                {t("console.moveDown")}
              </button>
              {depth > 0 ? (
                <button type="submit" name="intent" value="out" className={staffClass.secondary}>
                  {t("console.menu.moveOut")}
                </button>
              ) : null}
              <button type="submit" name="intent" value="remove" className={staffClass.danger}>
                {t("console.menu.remove")}
              </button>
            </div>
          </>
        )}
      </ConsoleForm>
      <ConsoleForm
        id={`move-${entry.id}`}
        reply={reply}
        label={t("console.menu.moveForm", { label: name })}
        className="mt-2 flex flex-wrap items-end gap-2"
      >
        {(fields) => (
          <>
            <input type="hidden" name="id" value={entry.id} />
            <SelectField
              meta={fields.place!}
              label={t("console.menu.moveTo")}
              options={movePlaces}
              className="min-w-40 flex-1"
            />
            <button type="submit" name="intent" value="move" className={staffClass.secondary}>
              {t("console.menu.move")}
            </button>
          </>
        )}
      </ConsoleForm>
    </>
  );
}

/** A menu's entries in order, each with its controls; a group's entries nested below it. */
export function MenuEntries({ entries, places, reply, depth, footer, unpublished }: EntriesProps) {
  const t = useT();
  if (entries.length === 0) {
    return depth > 0 ? <p className="mt-2 text-sm text-slate-700">{t("console.menu.empty")}</p> : null;
  }
  return (
    <ol className={`space-y-3 ${depth > 0 ? "mt-3 border-l-4 border-brand-100 pl-2 sm:pl-4" : ""}`}>
      {entries.map((entry, index) => (
        <li key={entry.id} className="rounded border border-slate-300 p-3">
          {!isGroup(entry) && unpublished.includes(entry.to.toLowerCase()) ? (
            <p className="mb-2 rounded bg-amber-50 px-2 py-1 text-sm text-amber-900">
              {t("console.menu.unpublished", { target: entry.to })}
            </p>
          ) : null}
          <EntryForms
            entry={entry}
            index={index}
            count={entries.length}
            places={places}
            reply={reply}
            depth={depth}
            footer={footer}
          />
          {isGroup(entry) ? (
            <MenuEntries
              entries={entry.items}
              places={places}
              reply={reply}
              depth={depth + 1}
              unpublished={unpublished}
            />
          ) : null}
        </li>
      ))}
    </ol>
  );
}
