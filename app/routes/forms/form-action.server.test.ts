import { describe, expect, it, vi } from "vitest";
import type { FormReply } from "~/components/forms/form-reply.ts";
import type { AppServices } from "~/context.ts";
import { contactSchema } from "~/schemas/forms/contact.ts";
import { sampleContact } from "~/schemas/forms/test-samples.ts";
import { handleFormPost, sentPath } from "./form-action.server.ts";
import type { FormServices, RateCheck } from "~/lib/forms/form-services.ts";

// The notice's version a consent is recorded against is the models' to find (tested with them on both databases).
vi.mock("~/models/consents.server.ts", () => ({ noticeVersionSeen: vi.fn(async () => 1) }));

/** A post as the page sends it: the visitor's fields and the ticked consent box, unless it says otherwise. */
function post(
  values: Record<string, string>,
  consent: Record<string, string> = { consent: "yes", noticeVersion: "1" },
) {
  const body = new FormData();
  for (const [name, value] of Object.entries(consent)) body.set(name, value);
  for (const [name, value] of Object.entries(values)) body.set(name, value);
  return new Request("http://site.test/contact-us", { method: "POST", body });
}

function services(rate: RateCheck = { allowed: true }) {
  const forms = {
    allowPost: vi.fn(async () => rate),
    logError: vi.fn(),
    database: { db: {} },
  } as unknown as FormServices;
  return { forms } as unknown as AppServices;
}

/** Runs the contact form's post handling with a store that records what it got. */
async function run(values: Record<string, string>, options: { rate?: RateCheck; fail?: boolean } = {}) {
  const store = vi.fn(async () => {
    if (options.fail) throw new Error("disk full at /secret/path");
    return { ok: true as const };
  });
  const svc = services(options.rate);
  const result = await handleFormPost({
    request: post(values),
    services: svc,
    kind: "contact",
    limit: "contact",
    schema: contactSchema,
    store,
  });
  return { result, store, svc };
}

type DataResult = { type: "DataWithResponseInit"; data: FormReply; init: { status: number } };

describe("form posts to pages (React Router actions)", () => {
  it("stores a valid post and answers success with a form reset", async () => {
    const { result, store } = await run(sampleContact());
    const { data, init } = result as unknown as DataResult;
    expect(init.status).toBe(200);
    expect(data).toMatchObject({ form: "contact", outcome: "success", result: { initialValue: null } });
    expect(store).toHaveBeenCalledWith(
      expect.objectContaining({ name: "Sunita Lakra" }),
      expect.anything(),
      { key: expect.stringMatching(/^f:[\w-]{43}$/) as unknown, form: "contact" },
      { noticeVersion: 1, givenAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown, language: "en" },
    );
  });

  it("refuses a post without the consent tick beside the box, with the fields' own messages, keeping the values", async () => {
    const store = vi.fn(async () => ({ ok: true as const }));
    const result = await handleFormPost({
      request: post({ ...sampleContact(), message: "" }, { noticeVersion: "1" }),
      services: services(),
      kind: "contact",
      limit: "contact",
      schema: contactSchema,
      store,
    });
    const { data, init } = result as unknown as DataResult;
    expect(init.status).toBe(400);
    expect(data.result.error).toEqual({
      message: ["Enter message"],
      consent: ["Tick the box to agree to the privacy notice"],
    });
    expect(data.result.initialValue).toMatchObject({ name: "Sunita Lakra" });
    expect(data.result.initialValue).not.toHaveProperty("consent");
    expect(store).not.toHaveBeenCalled();
  });

  it("adds what the store gives for the reply to a success (the admission's date of birth for its receipt form)", async () => {
    const result = await handleFormPost({
      request: post(sampleContact()),
      services: services(),
      kind: "contact",
      limit: "contact",
      schema: contactSchema,
      store: async () => ({ ok: true as const, reference: "GP-2026-7K3Q9M", reply: { dateOfBirth: "2009-05-14" } }),
    });
    expect((result as unknown as DataResult).data).toMatchObject({
      outcome: "success",
      reference: "GP-2026-7K3Q9M",
      dateOfBirth: "2009-05-14",
    });
  });

  it("answers 400 with the spec's message per field and the values to show again", async () => {
    const { result, store } = await run({ ...sampleContact(), email: "x@", message: "" });
    const { data, init } = result as unknown as DataResult;
    expect(init.status).toBe(400);
    expect(data.outcome).toBe("invalid");
    expect(data.result.error).toEqual({ email: ["Enter valid email"], message: ["Enter message"] });
    expect(data.result.initialValue).toMatchObject({ name: "Sunita Lakra" });
    expect(store).not.toHaveBeenCalled();
  });

  it("refuses fields named like Object.prototype's members with 400", async () => {
    // ("constructor" never reaches the schema: the form-data parser drops it, and the post is stored without it.)
    for (const name of ["toString", "hasOwnProperty", "valueOf"]) {
      const { result, store } = await run({ ...sampleContact(), [name]: "x" });
      const { data, init } = result as unknown as DataResult;
      expect(init.status, name).toBe(400);
      expect(data.outcome, name).toBe("invalid");
      expect(store).not.toHaveBeenCalled();
    }
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const { result, store } = await run({ ...sampleContact(), website: "spam" });
    expect((result as unknown as DataResult).data.outcome).toBe("success");
    expect(store).not.toHaveBeenCalled();
  });

  it("answers 429 with a clear message when the address is over its limit, keeping the values", async () => {
    const { result, store } = await run(sampleContact(), { rate: { allowed: false, retryAfterMinutes: 7 } });
    const { data, init } = result as unknown as DataResult;
    expect(init.status).toBe(429);
    expect(data).toMatchObject({
      outcome: "limited",
      message: "Too many submissions from your connection. Please wait 7 minutes and try again.",
    });
    expect(data.result.initialValue).toMatchObject({ subject: "Hostel for girls" });
    expect(store).not.toHaveBeenCalled();
  });

  it("answers 500 with the catalogue's text when storing fails, logging the error but not the post", async () => {
    const { result, svc } = await run(sampleContact(), { fail: true });
    const { data, init } = result as unknown as DataResult;
    expect(init.status).toBe(500);
    expect(data.message).toBe("Failed to submit form. Please try again later.");
    expect(JSON.stringify(data)).not.toContain("/secret/path");
    expect(svc.forms.logError).toHaveBeenCalledWith(expect.any(Error), "storing a contact submission failed");
  });

  it("sends a post from another page without JavaScript back there with ?sent and the form's anchor", async () => {
    const { result } = await run({ ...sampleContact(), returnTo: "/fees?tab=bca" });
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(303);
    expect((result as Response).headers.get("location")).toBe("/fees?tab=bca&sent=contact#contact-form");
  });

  it("ignores a return path that leaves the site", async () => {
    const { result } = await run({ ...sampleContact(), returnTo: "//evil.example/" });
    expect(result).not.toBeInstanceOf(Response);
  });

  it("builds the return path without losing the query", () => {
    expect(sentPath("/", "footer-enquiry", "footer-enquiry-form")).toBe("/?sent=footer-enquiry#footer-enquiry-form");
  });
});
