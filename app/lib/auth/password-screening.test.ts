import { describe, expect, it } from "vitest";
import { passwordStrength } from "../../core/auth/password-strength.ts";
import { commonPasswords, isCommonPassword } from "./common-passwords.ts";
import { passwordProblem } from "./password.server.ts";

describe("new passwords are screened", () => {
  it("against at least 10,000 common and breached passwords shipped with the project, whatever their case", () => {
    expect(commonPasswords().size).toBeGreaterThanOrEqual(10_000);
    for (const password of ["password1", "PASSWORD1", "iloveyou", "qwertyuiop", "Password123"])
      expect(isCommonPassword(password), password).toBe(true);
    expect(passwordProblem("password1")).toBe("This password is too common. Choose another one.");
  });

  it("refuses repeats, and the college's name with digits, by how easy they are to guess", () => {
    expect(passwordProblem("aaaaaaaa")).toBe("Do not repeat one character or a short pattern.");
    expect(passwordProblem("Gumla@123")).toMatch(/college's name/);
    expect(passwordProblem("gpcet2014!")).not.toBeNull();
    expect(passwordStrength("Gumla@123").score).toBeLessThan(3);
  });

  it("refuses a password built from the person's own name or e-mail", () => {
    expect(passwordProblem("Asha2024!")).toBeNull();
    expect(passwordProblem("Asha2024!", undefined, ["asha@college.test", "Asha Lakra"])).toMatch(/your own name/);
  });

  it("accepts a long passphrase, and answers quickly even for the longest password", () => {
    expect(passwordProblem("violet tractor sings under monsoon rain")).toBeNull();
    expect(passwordProblem("correct horse battery staple")).toBeNull();
    const started = performance.now();
    passwordProblem("ab1".repeat(85));
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
