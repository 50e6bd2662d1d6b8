import { useT } from "~/lib/language.tsx";
import { InputField } from "./console-fields.tsx";
import type { ConsoleFields } from "./console-form.tsx";

/** Two optional IST days bounding when a published item shows; empty means no limit on that side. */
export function ShowWindowFields({ fields }: { fields: ConsoleFields }) {
  const t = useT();
  return (
    <>
      <InputField
        meta={fields.showFrom!}
        type="date"
        label={
          <>
            {t("console.showWindow.from")} <span className="font-normal">{t("console.showWindow.optional")}</span>
          </>
        }
      />
      <InputField
        meta={fields.showUntil!}
        type="date"
        label={
          <>
            {t("console.showWindow.until")} <span className="font-normal">{t("console.showWindow.untilHint")}</span>
          </>
        }
      />
    </>
  );
}
