import cluster from "node:cluster";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { FormName, RateCheck } from "../../app/lib/forms/form-services.ts";
import { languageOf, translator } from "../../app/messages/catalogue.ts";
import { PrimaryCountStore } from "./shared-rate-counts.ts";

/** What a limit reads from a request: its address and route (any server flavour of FastifyRequest). */
export type CountedRequest = Pick<FastifyRequest, "ip" | "routeOptions">;

const FORMS: FormName[] = [
  "enquiry",
  "footer-enquiry",
  "contact",
  "admission",
  "alumni",
  "upload",
  "captcha",
  "search",
  "status",
  "grievance",
  "data-rights",
];

/**
 * Per-address limits on posts, one count per form, shared by the JSON API and the pages' form actions (both go
 * through Fastify). Counters live in memory (a restart forgets them); with several server processes on one machine
 * the primary process keeps them for all (decision 042).
 * Captcha challenges are cheap to serve but each one invites work, so they get four times the form limit; so do
 * site searches (GET /search with a query, decision 053), which a person makes more often than posts. Application
 * status look-ups (decision 057) keep the form limit: each one is a guess at an ID and a date of birth.
 */
export async function registerRateLimits(app: FastifyInstance, { max, windowMs }: { max: number; windowMs: number }) {
  await app.register(rateLimit, { global: false, ...(cluster.isWorker ? { store: PrimaryCountStore } : {}) });
  const limiters = new Map(
    FORMS.map((form) => [
      form,
      app.createRateLimit({
        max: form === "captcha" || form === "search" ? max * 4 : max,
        timeWindow: windowMs,
        keyGenerator: (request) => `${form}|${request.ip}`,
      }),
    ]),
  );

  async function check(request: CountedRequest, form: FormName): Promise<RateCheck> {
    const result = await limiters.get(form)!(request as FastifyRequest);
    if (result.isAllowed || !result.isExceeded) return { allowed: true };
    return { allowed: false, retryAfterMinutes: Math.max(1, Math.ceil(result.ttlInSeconds / 60)) };
  }

  /** A preHandler answering 429 with a clear message when `form` is over its limit. */
  function guard(form: FormName) {
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await check(request, form);
      if (!result.allowed) {
        return reply
          .code(429)
          .header("retry-after", String(result.retryAfterMinutes * 60))
          .send({
            error: "Too Many Requests",
            message: translator(languageOf(request))("forms.tooMany", { minutes: result.retryAfterMinutes }),
          });
      }
    };
  }

  return { check, guard };
}

export type RateLimits = Awaited<ReturnType<typeof registerRateLimits>>;
