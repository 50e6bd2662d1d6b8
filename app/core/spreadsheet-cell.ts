/** Characters that make a spreadsheet read a cell as a formula (OWASP, "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell for a CSV file that a spreadsheet opens as text, never as a formula: a value starting with `=`, `+`,
 * `-`, `@`, a tab or a carriage return gets a leading apostrophe, as OWASP advises. Other values pass unchanged.
 */
export function neutraliseFormula<T>(value: T): T | string {
  return typeof value === "string" && FORMULA_START.test(value) ? `'${value}` : value;
}
