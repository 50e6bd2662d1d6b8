import { describe, expect, it } from "vitest";
import { z } from "zod";
import { translator } from "../../messages/catalogue.ts";
import { consoleForm } from "./console-form.server.ts";
import type { ConsoleReply } from "./console-reply.ts";
import { messageRef, messageText } from "~/messages/message-ref.ts";

const request = new Request("http://college.test/admin/users", { method: "POST" });
const schema = z.object({
  name: z.string({ error: "console.users.enterName" }).trim().min(1, "console.users.enterName"),
  password: z.string().min(8, messageRef("console.password.tooShort", { min: 8 })),
});

function post(values: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

/** A refusal is data(...) with a status; unwrap it. */
const unwrap = (answer: unknown) => {
  const refused = answer as { data: ConsoleReply; init: { status: number } };
  return { ...refused.data, status: refused.init.status };
};

describe("message references", () => {
  const t = translator("en");
  it("turn a key, its values and values that are keys into text; other text stays as it is", () => {
    expect(messageText(t, "console.users.enterName")).toBe("Enter a name");
    expect(messageText(t, messageRef("console.field.tooLong", { label: "Title", max: 300 }))).toBe(
      "Title: use at most 300 characters",
    );
    expect(messageText(t, messageRef("console.status.changed", { status: "console.status.under-review" }))).toBe(
      "Status changed to Under review.",
    );
    expect(messageText(t, "notes.jpg is not a JPEG, PNG or WebP picture.")).toBe(
      "notes.jpg is not a JPEG, PNG or WebP picture.",
    );
  });
});

describe("consoleForm", () => {
  it("parses a valid post against the schema", () => {
    const form = consoleForm(request, post({ _form: "create", name: " Asha ", password: "a long one" }), schema);
    expect(form.submission.status).toBe("success");
    expect(form.submission.status === "success" && form.submission.value).toEqual({
      name: "Asha",
      password: "a long one",
    });
  });

  it("refuses with the schema's errors beside their fields, in words, keeping what was typed but the password", () => {
    const form = consoleForm(request, post({ _form: "create", name: " ", password: "short" }), schema, {
      hideFields: ["password"],
    });
    const reply = unwrap(form.refuse());
    expect(reply).toMatchObject({ form: "create", ok: false, status: 400 });
    expect(reply.message).toBeUndefined();
    expect(reply.result.error).toEqual({ name: ["Enter a name"], password: ["Use at least 8 characters."] });
    expect(reply.result.initialValue).toEqual({ _form: "create", name: " " });
  });

  it("adds a server rule's error to a field, or a refusal that belongs to no field, with its status", () => {
    const form = consoleForm(request, post({ _form: "create", name: "Asha", password: "a long one" }), schema);
    const field = unwrap(form.refuse({ fields: { name: ["console.users.exists"] }, status: 409 }));
    expect(field).toMatchObject({ ok: false, status: 409 });
    expect(field.result.error?.name).toEqual(["An account with this e-mail exists already."]);
    const whole = unwrap(form.refuse({ form: "console.itemGone" }));
    expect(whole.message).toBe("That item no longer exists; reload the page.");
  });

  it("answers success with the page's message and a form that starts again", () => {
    const form = consoleForm(request, post({ _form: "item-4", name: "Asha", password: "a long one" }), schema);
    expect(form.done(messageRef("console.users.created", { email: "asha@college.test" }))).toEqual({
      form: "item-4",
      ok: true,
      message: "Account created for asha@college.test.",
      result: { initialValue: null },
    });
  });
});
