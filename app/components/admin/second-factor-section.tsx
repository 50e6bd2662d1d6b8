import { formatDate } from "~/core/format-date.ts";
import { useT } from "~/lib/language.tsx";
import { InputField } from "./console-fields.tsx";
import { ConsoleForm } from "./console-form.tsx";
import { Notice, staffClass } from "./staff-ui.tsx";

interface Status {
  on: boolean;
  required: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
  setup: { qrDataUrl: string; secret: string } | null;
}

const recoveryCodesOf = (reply: unknown): string[] | null =>
  reply && typeof reply === "object" && "recoveryCodes" in reply && Array.isArray(reply.recoveryCodes)
    ? (reply.recoveryCodes as string[])
    : null;

/**
 * The second factor on one's account page (decision 034): setting it up (QR code and key, confirmed with a first
 * code), the recovery codes once, and turning it off where it is not required. Plain form posts throughout.
 */
export function SecondFactorSection({ status, reply }: { status: Status; reply: unknown }) {
  const t = useT();
  const recoveryCodes = recoveryCodesOf(reply);
  return (
    <section
      aria-labelledby="second-factor-heading"
      className="max-w-md space-y-3 rounded-lg border border-slate-200 p-4"
    >
      <h2 id="second-factor-heading" className="text-lg font-semibold">
        {t("secondFactor.heading")}
      </h2>
      {status.required && !status.on ? <Notice tone="error">{t("secondFactor.requiredNotice")}</Notice> : null}
      <p className="text-sm text-slate-700">{t("secondFactor.intro")}</p>
      {recoveryCodes ? <RecoveryCodes codes={recoveryCodes} /> : null}
      {status.on ? (
        <>
          <p>
            {t("secondFactor.on", {
              date: status.enabledAt ? formatDate(status.enabledAt.slice(0, 10)) : "",
              count: status.recoveryCodesLeft,
            })}
          </p>
          {status.required ? (
            <p className="text-sm text-slate-700">{t("secondFactor.requiredCannotTurnOff")}</p>
          ) : (
            <TurnOff reply={reply} />
          )}
        </>
      ) : status.setup ? (
        <Setup setup={status.setup} reply={reply} />
      ) : (
        <>
          <p>{t("secondFactor.off")}</p>
          <ConsoleForm id="start-second-factor" reply={reply}>
            {() => (
              <>
                <input type="hidden" name="intent" value="start-second-factor" />
                <button type="submit" className={staffClass.button}>
                  {t("secondFactor.start")}
                </button>
              </>
            )}
          </ConsoleForm>
        </>
      )}
    </section>
  );
}

function Setup({ setup, reply }: { setup: NonNullable<Status["setup"]>; reply: unknown }) {
  const t = useT();
  return (
    <div className="space-y-3">
      <h3 className="font-semibold">{t("secondFactor.scanHeading")}</h3>
      <img src={setup.qrDataUrl} alt={t("secondFactor.qrAlt")} width={200} height={200} className="bg-white" />
      <p className="text-sm">{t("secondFactor.secretLabel")}</p>
      <p>
        <code className="font-mono text-lg tracking-wide" data-secret>
          {setup.secret}
        </code>
      </p>
      <p className="text-sm text-slate-700">{t("secondFactor.confirmHint")}</p>
      <ConsoleForm id="confirm-second-factor" reply={reply} className="space-y-3">
        {(fields) => (
          <>
            <input type="hidden" name="intent" value="confirm-second-factor" />
            <InputField
              meta={fields.code!}
              label={t("secondFactor.code")}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              maxLength={40}
            />
            <button type="submit" className={staffClass.button}>
              {t("secondFactor.confirm")}
            </button>
          </>
        )}
      </ConsoleForm>
    </div>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const t = useT();
  return (
    <div className="space-y-2 rounded border-l-4 border-amber-600 bg-amber-50 p-3">
      <h3 className="font-semibold">{t("secondFactor.recoveryHeading")}</h3>
      <p className="text-sm">{t("secondFactor.recoveryHint")}</p>
      <ul aria-label={t("secondFactor.recoveryListLabel")} className="grid grid-cols-2 gap-1 font-mono">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </div>
  );
}

function TurnOff({ reply }: { reply: unknown }) {
  const t = useT();
  return (
    <div className="space-y-3">
      <h3 className="font-semibold">{t("secondFactor.turnOffHeading")}</h3>
      <ConsoleForm id="turn-off-second-factor" reply={reply} className="space-y-3">
        {(fields) => (
          <>
            <input type="hidden" name="intent" value="turn-off-second-factor" />
            <InputField
              meta={fields.password!}
              label={t("secondFactor.password")}
              type="password"
              autoComplete="current-password"
              required
            />
            <InputField
              meta={fields.code!}
              label={t("secondFactor.codeOrRecovery")}
              autoComplete="one-time-code"
              required
              maxLength={40}
            />
            <button type="submit" className={staffClass.danger}>
              {t("secondFactor.turnOff")}
            </button>
          </>
        )}
      </ConsoleForm>
    </div>
  );
}
