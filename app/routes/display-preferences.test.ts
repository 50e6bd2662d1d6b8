import { describe, expect, it } from "vitest";
import { displayPreferencesOf } from "~/lib/display-preferences.ts";
import { action, loader } from "./display-preferences.ts";

type ActionArgs = Parameters<typeof action>[0];

function post(body: BodyInit, contentType?: string) {
  const request = new Request("http://site.test/display-preferences", {
    method: "POST",
    body,
    headers: contentType ? { "content-type": contentType } : {},
  });
  return action({ request } as ActionArgs);
}

const form = (values: Record<string, string>) => {
  const body = new URLSearchParams(values);
  return post(body.toString(), "application/x-www-form-urlencoded");
};

const cookiesOf = (response: Response) => response.headers.getSetCookie();

describe("POST /display-preferences", () => {
  it("remembers a text size and returns to the page it came from", async () => {
    const response = await form({ text_size: "large", returnTo: "/fees" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/fees");
    expect(cookiesOf(response)).toEqual([
      expect.stringMatching(/^text_size=large; Path=\/; Max-Age=31536000; SameSite=Lax$/),
    ]);
  });

  it("turns high contrast on, and off again by removing the cookie", async () => {
    const on = await form({ contrast: "high", returnTo: "/contact-us" });
    expect(cookiesOf(on)).toEqual([expect.stringMatching(/^contrast=high; Path=\/; Max-Age=31536000;/)]);
    expect(on.headers.get("location")).toBe("/contact-us");
    const off = await form({ contrast: "normal", returnTo: "/contact-us" });
    expect(cookiesOf(off)).toEqual([expect.stringMatching(/^contrast=; Path=\/; Max-Age=0;/)]);
  });

  it("removes the text size cookie when the normal size is chosen", async () => {
    expect(cookiesOf(await form({ text_size: "normal", returnTo: "/" }))).toEqual([
      expect.stringMatching(/^text_size=; Path=\/; Max-Age=0;/),
    ]);
  });

  it.each([
    ["another site", "https://evil.example/"],
    ["a protocol-relative address", "//evil.example/path"],
    ["a backslash trick", "/\\evil.example"],
    ["a header split", "/fees\r\nset-cookie: x=1"],
    ["a script address", "javascript:alert(1)"],
    ["a relative path", "fees"],
    ["an over-long path", `/${"a".repeat(400)}`],
  ])("refuses %s as a return address and goes home instead", async (_name, returnTo) => {
    const response = await form({ text_size: "large", returnTo });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    expect(cookiesOf(response)).toHaveLength(1);
  });

  it.each([
    ["an unknown size", { text_size: "huge" }],
    ["an unknown contrast", { contrast: "inverted" }],
    ["a cookie injection", { text_size: "large; Domain=evil.example" }],
    ["no choice at all", {}],
  ])("ignores %s: no cookie is set", async (_name, values) => {
    const response = await form({ ...values, returnTo: "/fees" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/fees");
    expect(cookiesOf(response)).toEqual([]);
  });

  it.each([
    ["JSON", '{"text_size":"large"}', "application/json"],
    ["a broken multipart body", "--x\r\nnonsense", "multipart/form-data; boundary=y"],
    ["no content type", "text_size=large", undefined],
  ])("answers a body in %s with a redirect home, never an error", async (_name, body, type) => {
    const response = await post(body, type);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    expect(cookiesOf(response)).toEqual([]);
  });

  it("sends a GET back to the home page", () => {
    const response = loader();
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");
  });
});

describe("the preferences a request's cookies ask for", () => {
  it("reads known values and takes the defaults for anything else", () => {
    expect(displayPreferencesOf("a=1; text_size=large; contrast=high")).toEqual({
      textSize: "large",
      contrast: "high",
    });
    expect(displayPreferencesOf("text_size=small")).toEqual({ textSize: "small", contrast: "normal" });
    expect(displayPreferencesOf("text_size=giant; contrast=%3Cscript%3E")).toEqual({
      textSize: "normal",
      contrast: "normal",
    });
    expect(displayPreferencesOf("my_text_size=large")).toEqual({ textSize: "normal", contrast: "normal" });
    expect(displayPreferencesOf(null)).toEqual({ textSize: "normal", contrast: "normal" });
  });
});
