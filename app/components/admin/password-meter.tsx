import { useEffect, useState } from "react";
import type * as StrengthModule from "~/core/auth/password-strength.ts";
import type { Strength } from "~/core/auth/password-strength.ts";
import { useHydrated } from "~/components/forms/use-visitor-form.ts";
import { useT } from "~/lib/language.tsx";

/** zxcvbn-ts and its dictionaries are large: fetched once, when a password field is first focused or typed in. */
let strengthModule: Promise<typeof StrengthModule> | undefined;
const loadStrength = () => (strengthModule ??= import("~/core/auth/password-strength.ts"));

const barColour: Record<Strength, string> = {
  0: "bg-red-700",
  1: "bg-red-700",
  2: "bg-amber-600",
  3: "bg-green-700",
  4: "bg-green-700",
};

/**
 * How strong the password typed into `inputId` is, as the server will judge it (the same zxcvbn-ts module, the same
 * words of the college and of the person, read from the form's `personalFields`). A bar for the eye and a sentence
 * in a polite live region for screen readers, updated a moment after typing stops. Only a hint: the server decides.
 * Without JavaScript it shows nothing, and its space is kept so nothing moves when it appears.
 */
export function PasswordMeter({ inputId, personalFields = [] }: { inputId: string; personalFields?: string[] }) {
  const t = useT();
  const ready = useHydrated();
  const [score, setScore] = useState<Strength | null>(null);
  const personal = personalFields.join(" ");

  useEffect(() => {
    const input = document.getElementById(inputId);
    if (!(input instanceof HTMLInputElement)) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const preload = () => void loadStrength();
    const update = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        const password = input.value;
        if (!password) return setScore(null);
        void loadStrength().then(({ passwordStrength }) => {
          if (!live || input.value !== password) return;
          const words = personal
            .split(" ")
            .filter(Boolean)
            .map((name) => {
              const field = input.form?.elements.namedItem(name);
              return field instanceof HTMLInputElement ? field.value : "";
            });
          setScore(passwordStrength(password, words).score);
        });
      }, 300);
    };
    input.addEventListener("focus", preload);
    input.addEventListener("input", update);
    return () => {
      live = false;
      clearTimeout(timer);
      input.removeEventListener("focus", preload);
      input.removeEventListener("input", update);
    };
  }, [inputId, personal]);

  const level = score === null ? null : t(`account.strength.${score}`);
  const text =
    score === null || level === null
      ? t("account.strength.empty")
      : `${t("account.strength.text", { level, score })}${score < 3 ? ` ${t("account.strength.needed")}` : ""}`;
  return (
    <div className="mt-2 min-h-12">
      {ready ? (
        <>
          <div aria-hidden="true" className="flex gap-1">
            {[1, 2, 3, 4].map((step) => (
              <span
                key={step}
                className={`h-2 flex-1 rounded ${score !== null && step <= Math.max(score, 1) ? barColour[score] : "bg-slate-200"}`}
              />
            ))}
          </div>
          <p aria-live="polite" className="mt-1 text-sm text-slate-800">
            {text}
          </p>
        </>
      ) : null}
    </div>
  );
}
