import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerStaffCsrfGuard } from "./csrf.ts";

function app() {
  const server = Fastify({ logger: false });
  registerStaffCsrfGuard(server, "https://college.test");
  server.post("/admin/news", async () => "changed");
  server.post("/api/Enquiry/AddEnquiry", async () => "stored");
  server.get("/admin/news", async () => "page");
  return server;
}

describe("staff console CSRF guard", () => {
  it.each([
    [{ "sec-fetch-site": "same-origin" }, 200],
    [{ origin: "https://college.test" }, 200],
    [{ "sec-fetch-site": "cross-site", origin: "https://evil.example" }, 403],
    [{ "sec-fetch-site": "same-site" }, 403],
    [{ origin: "https://evil.example" }, 403],
    [{}, 403],
  ])("POST /admin with %o answers %i", async (headers, status) => {
    const response = await app().inject({ method: "POST", url: "/admin/news", headers, payload: { a: 1 } });
    expect(response.statusCode).toBe(status);
  });

  it.each(["/ADMIN/news", "/Admin/news", "/%61dmin/news", "//admin/news", "/admin%2Fnews"])(
    "guards the console however its path is written: POST %s without Origin answers 403",
    async (url) => {
      expect((await app().inject({ method: "POST", url, payload: { a: 1 } })).statusCode).toBe(403);
    },
  );

  it("leaves reads and the public API alone", async () => {
    expect(
      (await app().inject({ method: "GET", url: "/admin/news", headers: { "sec-fetch-site": "cross-site" } }))
        .statusCode,
    ).toBe(200);
    expect((await app().inject({ method: "POST", url: "/api/Enquiry/AddEnquiry", payload: {} })).statusCode).toBe(200);
  });
});
