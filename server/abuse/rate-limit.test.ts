import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { registerRateLimits } from "./rate-limit.ts";

describe("the site search's rate limit", () => {
  it("allows four times the form limit of searches per address, then asks the visitor to wait", async () => {
    const app = Fastify();
    const limits = await registerRateLimits(app, { max: 2, windowMs: 60_000 });
    app.get("/count/:form", async (request) =>
      limits.check(request, (request.params as { form: "search" | "contact" }).form),
    );
    const answers = [];
    for (let i = 0; i < 9; i++) answers.push((await app.inject({ url: "/count/search" })).json());
    expect(answers.slice(0, 8)).toEqual(Array(8).fill({ allowed: true }));
    expect(answers[8]).toEqual({ allowed: false, retryAfterMinutes: 1 });
    // Searches and form posts are counted apart.
    expect((await app.inject({ url: "/count/contact" })).json()).toEqual({ allowed: true });
    await app.close();
  });
});

describe("the application status look-up's rate limit", () => {
  it("allows the form limit of look-ups per address (each is a guess), counted apart from searches", async () => {
    const app = Fastify();
    const limits = await registerRateLimits(app, { max: 2, windowMs: 60_000 });
    app.get("/count/:form", async (request) =>
      limits.check(request, (request.params as { form: "status" | "search" }).form),
    );
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await app.inject({ url: "/count/status" })).json());
    expect(answers).toEqual([{ allowed: true }, { allowed: true }, { allowed: false, retryAfterMinutes: 1 }]);
    expect((await app.inject({ url: "/count/search" })).json()).toEqual({ allowed: true });
    await app.close();
  });
});
