import type {} from "altcha/types/react";
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";
import { useT } from "~/lib/language.tsx";
import { CAPTCHA_FIELD } from "~/schemas/forms/envelope.ts";

/** Spec §9: the captcha is drawn 500 ms after the form. */
export const CAPTCHA_DELAY_MS = 500;
export const CAPTCHA_CHALLENGE_URL = "/api/captcha/challenge";

export interface CaptchaHandle {
  reset(): void;
}

interface WidgetElement extends HTMLElement {
  reset?: () => void;
}

/**
 * The self-hosted proof-of-work captcha (ALTCHA). The widget's module is loaded from our own bundle after the
 * delay (and, on a page whose own form it guards, once the visitor starts on the form); it fetches a challenge from our server, solves it in web workers (blob: workers, allowed by the CSP)
 * and puts the solution into a hidden "altcha" field of the form. Solving stores the token and clears the error;
 * an error or expiry clears the token (spec §4).
 */
export function Captcha({
  id,
  onToken,
  error,
  onFirstUse = false,
  ref,
}: {
  id: string;
  onToken: (token: string | undefined, failed: boolean) => void;
  error?: string;
  /**
   * When the widget's code is fetched: when the form is shown (false: a form in a dialog the visitor has just
   * opened), or when the visitor first focuses, touches or types in the form (true: a form that is part of the page),
   * so the page's first visit does not carry it. Either way it is drawn 500 ms after that.
   */
  onFirstUse?: boolean;
  ref?: Ref<CaptchaHandle>;
}) {
  const t = useT();
  const [wanted, setWanted] = useState(!onFirstUse);
  const [ready, setReady] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const widget = useRef<WidgetElement>(null);
  const report = useRef(onToken);
  useEffect(() => {
    report.current = onToken;
  });

  useEffect(() => {
    const form = frame.current?.closest("form");
    if (wanted || !form) return;
    const want = () => setWanted(true);
    const events = ["focusin", "pointerdown", "keydown"] as const;
    for (const name of events) form.addEventListener(name, want, { once: true });
    return () => {
      for (const name of events) form.removeEventListener(name, want);
    };
  }, [wanted]);

  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      import("./altcha-widget.ts").then(
        () => !cancelled && setReady(true),
        (loadError: unknown) => console.warn("captcha widget did not load", loadError),
      );
    }, CAPTCHA_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [wanted]);

  useEffect(() => {
    const element = widget.current;
    if (!ready || !element) return;
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload?: string | null }>).detail;
      if (state === "verified" && payload) report.current(payload, false);
      else report.current(undefined, state === "error" || state === "expired");
    };
    element.addEventListener("statechange", onState);
    return () => element.removeEventListener("statechange", onState);
  }, [ready]);

  useImperativeHandle(ref, () => ({
    reset() {
      widget.current?.reset?.();
      report.current(undefined, false);
    },
  }));

  const errorId = `${id}-error`;
  return (
    <div ref={frame} className="space-y-1">
      <p id={`${id}-label`} className="font-medium text-slate-800">
        {t("forms.captcha.label")}
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      </p>
      <div
        aria-labelledby={`${id}-label`}
        aria-describedby={error ? errorId : undefined}
        role="group"
        className="min-h-16"
      >
        {ready ? (
          <altcha-widget ref={widget} challenge={CAPTCHA_CHALLENGE_URL} name={CAPTCHA_FIELD} />
        ) : (
          <p className="py-4 text-sm text-slate-600">{t("forms.captcha.loading")}</p>
        )}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
