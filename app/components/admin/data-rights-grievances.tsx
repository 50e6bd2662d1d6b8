import type { LinkedGrievance } from "~/models/data-rights-grievances.server.ts";
import { InputField } from "./console-fields.tsx";
import { ConsoleForm } from "./console-form.tsx";
import { staffClass } from "./staff-ui.tsx";
import { useT } from "~/lib/language.tsx";

/**
 * A data-rights request's grievances (decision 070), for admins: link one by its number, remove a link, and on an
 * erasure request erase each linked grievance, confirmed by typing its number again.
 */
export function DataRightsGrievances({
  grievances,
  erasure,
  reply,
}: {
  grievances: LinkedGrievance[];
  erasure: boolean;
  reply: unknown;
}) {
  const t = useT();
  return (
    <section aria-labelledby="grievances" className="max-w-2xl space-y-3 rounded-lg border border-slate-200 p-4">
      <h2 id="grievances" className="text-lg font-semibold">
        {t("console.dataRights.grievances.heading")}
      </h2>
      <p>{t("console.dataRights.grievances.hint")}</p>
      <ConsoleForm id="link-grievance" reply={reply} className="space-y-3">
        {(fields) => (
          <>
            <input type="hidden" name="intent" value="link-grievance" />
            <InputField
              meta={fields.grievanceNumber!}
              label={t("console.dataRights.grievances.number")}
              autoComplete="off"
              spellCheck={false}
            />
            <button type="submit" className={staffClass.button}>
              {t("console.dataRights.grievances.save")}
            </button>
          </>
        )}
      </ConsoleForm>
      {grievances
        .filter((grievance) => !grievance.erasedAt)
        .map(({ number }) => (
          <div key={number} className="space-y-3 border-t border-slate-200 pt-3">
            <ConsoleForm id={`unlink-${number}`} reply={reply}>
              {() => (
                <>
                  <input type="hidden" name="intent" value="unlink-grievance" />
                  <input type="hidden" name="grievanceNumber" value={number} />
                  <button type="submit" className={staffClass.secondary}>
                    {t("console.dataRights.grievances.unlink", { number })}
                  </button>
                </>
              )}
            </ConsoleForm>
            {erasure ? (
              <ConsoleForm id={`erase-${number}`} reply={reply} className="space-y-3">
                {(fields) => (
                  <>
                    <h3 className="font-semibold">{t("console.dataRights.grievances.eraseHeading", { number })}</h3>
                    <p>{t("console.dataRights.grievances.eraseExplain")}</p>
                    <input type="hidden" name="intent" value="erase-grievance" />
                    <input type="hidden" name="grievanceNumber" value={number} />
                    <InputField
                      meta={fields.confirm!}
                      label={t("console.dataRights.grievances.confirm")}
                      autoComplete="off"
                      spellCheck={false}
                    />
                    <button type="submit" className={staffClass.danger}>
                      {t("console.dataRights.grievances.eraseSave")}
                    </button>
                  </>
                )}
              </ConsoleForm>
            ) : null}
          </div>
        ))}
    </section>
  );
}
