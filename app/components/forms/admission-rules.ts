import { admissionSchema } from "~/schemas/forms/admission.ts";
import { type Rules, rulesOf } from "./browser-checks.ts";

/**
 * The admission form's browser rules, loaded when the visitor first touches the form. A number kept with a draft
 * (decision 067) lets the Aadhaar/UID field be left empty: the server sends the kept one.
 */
export function admissionRules(keepsNumber: () => boolean): Rules {
  const check = rulesOf(admissionSchema);
  return (values) => {
    const found = check(values);
    if (keepsNumber() && !String(values.get("idProof") ?? "").trim()) delete found.idProof;
    return found;
  };
}
