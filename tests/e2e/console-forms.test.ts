import { describe, expect, it } from "vitest";
import { DESKTOP, baseUrl, closePage, openPage, useBrowser } from "./support/pages.ts";
import { createStaff, fieldError, isFocused, signIn } from "./support/staff.ts";

/**
 * Every console form with fields answers a refused post the same way: the error beside each field (aria-invalid,
 * aria-describedby), what was typed kept, the focus on the first invalid field — with or without JavaScript.
 */
describe("console forms show their errors beside the fields", () => {
  const browser = useBrowser();

  for (const javaScript of [true, false]) {
    it(`sign-in, JavaScript ${javaScript ? "on" : "off"}`, async () => {
      const opened = await openPage(browser(), "/admin/login", DESKTOP, { javaScript });
      const { page } = opened;
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect.poll(() => fieldError(page.getByLabel("E-mail"))).toBe("Enter your e-mail address.");
      await expect.poll(() => fieldError(page.getByLabel("Password"))).toBe("Enter your password.");
      await expect.poll(() => isFocused(page.getByLabel("E-mail"))).toBe(true);

      await page.getByLabel("E-mail").fill("office@college.test");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect.poll(() => fieldError(page.getByLabel("Password"))).toBe("Enter your password.");
      expect(await page.getByLabel("E-mail").inputValue()).toBe("office@college.test");
      // The second answer clears the e-mail's error: wait for it rather than read the first answer's state.
      await expect.poll(() => page.getByLabel("E-mail").getAttribute("aria-invalid")).toBeNull();
      await expect.poll(() => isFocused(page.getByLabel("Password"))).toBe(true);
      await closePage(opened, [/status of 400/]);
    });

    it(`news and links, JavaScript ${javaScript ? "on" : "off"}`, async () => {
      const opened = await openPage(browser(), "/admin/login", DESKTOP, { javaScript });
      const { page } = opened;
      await signIn(page, await createStaff("editor"));
      await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
      await page.goto(`${baseUrl()}/admin/news?kind=NB`);
      const add = page.getByRole("region", { name: /^Add to Notice board/ });
      await add.getByLabel("Link").fill("fees");
      await add.getByLabel("Show from (optional)").fill("2026-12-05");
      await add.getByLabel("Show until (optional, last day shown)").fill("2026-12-01");
      await add.getByRole("button", { name: "Add" }).click();
      await expect.poll(() => fieldError(add.getByLabel("Title", { exact: true }))).toBe("Enter a title");
      await expect
        .poll(() => fieldError(add.getByLabel("Link")))
        .toBe("Use a path like /fees or a full https:// address");
      expect(await add.getByLabel("Link").inputValue()).toBe("fees");
      await expect.poll(() => isFocused(add.getByLabel("Title", { exact: true }))).toBe(true);

      await add.getByLabel("Title", { exact: true }).fill("Admissions open");
      await add.getByLabel("Link").fill("/admission");
      await add.getByRole("button", { name: "Add" }).click();
      await expect
        .poll(() => fieldError(add.getByLabel("Show until (optional, last day shown)")))
        .toBe("Show until must be on or after show from");
      expect(await add.getByLabel("Title", { exact: true }).inputValue()).toBe("Admissions open");
      expect(await page.getByRole("form", { name: /Admissions open$/ }).count()).toBe(0);
      await closePage(opened, [/status of 400/]);
    });
  }

  it("a described list (programmes and seats)", async () => {
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await signIn(page, await createStaff("editor"));
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await page.goto(`${baseUrl()}/admin/content/programmes`);
    const add = page.getByRole("region", { name: /^Add a programme/ });
    await add.getByLabel("Seats").fill("-5");
    await add.getByRole("button", { name: "Add" }).click();
    await expect.poll(() => fieldError(add.getByLabel("Seats"))).toBe("Seats: enter a whole number");
    expect(await add.getByLabel("Seats").inputValue()).toBe("-5");
    await closePage(opened, [/status of 400/]);
  });

  it("gallery albums, an album's upload and faculty groups", async () => {
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await signIn(page, await createStaff("editor"));
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();

    await page.goto(`${baseUrl()}/admin/content/gallery`);
    const code = await page.getByRole("form").first().getByLabel(/^Code/).inputValue();
    const addAlbum = page.getByRole("region", { name: "Add an album" });
    await addAlbum.getByLabel(/^Code/).fill(code);
    await addAlbum.getByLabel("Title", { exact: true }).fill("Sports day");
    await addAlbum.getByRole("button", { name: "Add" }).click();
    await expect
      .poll(() => fieldError(addAlbum.getByLabel(/^Code/)))
      .toBe(`Another album already has the code ${code}.`);
    expect(await addAlbum.getByLabel("Title", { exact: true }).inputValue()).toBe("Sports day");

    await page.goto(`${baseUrl()}/admin/content/gallery/1`);
    const upload = page.getByRole("region", { name: "Upload pictures" });
    await upload.getByLabel(/^Caption for these pictures/).fill("Prize giving");
    await upload.getByRole("button", { name: "Upload" }).click();
    await expect.poll(() => fieldError(upload.getByLabel(/^Pictures/))).toBe("Choose one or more pictures to upload.");
    expect(await upload.getByLabel(/^Caption for these pictures/).inputValue()).toBe("Prize giving");
    await expect.poll(() => isFocused(upload.getByLabel(/^Pictures/))).toBe(true);

    await page.goto(`${baseUrl()}/admin/content/faculty`);
    const addGroup = page.getByRole("region", { name: "Add a group" });
    await addGroup.getByLabel("Department").fill("   ");
    await addGroup.getByRole("button", { name: "Add" }).click();
    await expect.poll(() => fieldError(addGroup.getByLabel("Department"))).toBe("Enter the department");
    await closePage(opened, [/status of 400/]);
  });

  it("staff accounts: the e-mail, then the password, each beside its field; the password is never sent back", async () => {
    const opened = await openPage(browser(), "/admin/login", DESKTOP);
    const { page } = opened;
    await signIn(page, await createStaff("admin"));
    await page.getByRole("heading", { name: /^Welcome/ }).waitFor();
    await page.goto(`${baseUrl()}/admin/users`);
    const form = page.getByRole("region", { name: "New account" });
    await form.getByLabel("Name").fill("Asha Lakra");
    await form.getByLabel("E-mail").fill("not an address");
    await form.getByLabel(/^Password/).fill("short");
    await form.getByRole("button", { name: "Create account" }).click();
    await expect.poll(() => fieldError(form.getByLabel("E-mail"))).toBe("Enter a valid e-mail address");
    expect(await form.getByLabel("Name").inputValue()).toBe("Asha Lakra");
    await expect.poll(() => isFocused(form.getByLabel("E-mail"))).toBe(true);

    await form.getByLabel("E-mail").fill("asha@college.test");
    await form.getByLabel(/^Password/).fill("short");
    await form.getByRole("button", { name: "Create account" }).click();
    await expect.poll(() => fieldError(form.getByLabel(/^Password/))).toBe("Use at least 8 characters.");
    expect(await form.getByLabel("E-mail").inputValue()).toBe("asha@college.test");
    await closePage(opened, [/status of 400/]);
  });
});
