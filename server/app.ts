import { randomUUID } from "node:crypto";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import compress from "@fastify/compress";
import { reactRouterFastify } from "@mcansh/remix-fastify/react-router";
import type { FastifyStaticOptions } from "@fastify/static";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import type { Db } from "../db/client.ts";
import { assetIntegrity } from "./asset-integrity.ts";
import { registerLegacyApi } from "./api/legacy-routes.ts";
import { registerSubmissions } from "./api/submission-routes.ts";
import { deleteOldMail } from "../app/models/mail-outbox.server.ts";
import { sweepOrphanedFiles } from "./orphaned-files.ts";
import { sweepFormAnswers } from "../app/models/form-answers.server.ts";
import { deleteExpiredPendingSignIns } from "../app/models/staff-second-factor.server.ts";
import { scheduleHourly } from "./housekeeping.ts";
import { type PublishRoundOptions, schedulePublishRounds } from "./scheduled-publishes.ts";
import { sweepUnusedMedia } from "./images/unused-sweep.ts";
import { sweepUnattachedPhotos } from "./uploads/unattached-sweep.ts";
import { sweepExpiredDrafts } from "./uploads/draft-sweep.ts";
import { eraseDueApplications } from "../app/models/retention.server.ts";
import { photosDir } from "../app/lib/media/photo-store.server.ts";
import { type Config, loadSecrets } from "./config.ts";
import { fairTurns } from "./fair-turns.ts";
import { registerWholeDocuments } from "./whole-documents.ts";
import { fastBrotli, fastGzip } from "./fast-compression.ts";
import { registerHealth } from "./health.ts";
import { registerImageRoute } from "./images/route.ts";
import { registerDocumentRoute } from "./documents/route.ts";
import { registerConsoleNoStore } from "./console-path.ts";
import { registerStaffCsrfGuard } from "./csrf.ts";
import { registerPageCache } from "./page-cache/register.ts";
import { sharedReads } from "./shared-reads.ts";
import { httpsRedirect, registerHttpsRedirect } from "./https-redirect.ts";
import { loggerOptions } from "./logger-options.ts";
import { proxyTrust } from "./proxy-trust.ts";
import { registerBodyWatch, slowClientServerOptions } from "./slow-clients.ts";
import { registerSecurityHeaders } from "./security-headers.ts";
import { registerFeedRoutes } from "./feeds.ts";
import { registerSeoRoutes } from "./seo-routes.ts";

/** The copies of the built files that scripts/precompress.ts makes beside them. */
const PRECOMPRESSED = /\.(?:br|gz)$/;

/**
 * The built files (scripts, styles, icons, pictures of public/): sent as `npm run build` compressed them at the highest
 * levels (scripts/precompress.ts) to a browser that accepts it, never compressed again per request; the compressed
 * copies are not addresses of their own. React Router's hashed assets are kept a year, the rest an hour (the
 * adapter's own rule, here because an answer that comes in several encodings must also say that it does).
 */
function staticFileOptions(buildDir: string): FastifyStaticOptions {
  const assets = path.resolve(buildDir, "client", "assets");
  return {
    preCompressed: true,
    allowedPath: (pathname) => !PRECOMPRESSED.test(pathname),
    setHeaders(response, file) {
      const hashed = file.startsWith(assets + path.sep);
      response.setHeader("cache-control", hashed ? "public, max-age=31557600, immutable" : "public, max-age=3600");
      response.setHeader("vary", "accept-encoding");
    },
  };
}

export interface AppOptions {
  config: Config;
  database: Db;
  /** Mount the React Router pages (off in API-only integration tests, which need no build). */
  pages?: boolean;
  logger?: FastifyServerOptions["logger"];
  /** Called after a submission queued mail (server/main.ts nudges the mail worker). */
  onMailQueued?: () => void;
  /** The rounds that carry out scheduled publishes (every 30 s by the wall clock unless a test says otherwise). */
  publishRounds?: PublishRoundOptions;
}

export async function buildApp({
  config,
  database,
  pages = true,
  logger,
  onMailQueued,
  publishRounds,
}: AppOptions): Promise<FastifyInstance> {
  const trust = config.trustProxy === false ? false : proxyTrust(config.trustProxy);
  // Set once the page cache is registered: it answers a cached page before Fastify sees the request.
  let answerFirst: (request: IncomingMessage, response: ServerResponse) => boolean = () => false;
  const app = Fastify({
    logger: logger ?? loggerOptions(config.logLevel),
    trustProxy: trust,
    bodyLimit: 64 * 1024,
    serverFactory: (handler) => {
      const server = http.createServer(
        slowClientServerOptions,
        fairTurns((request, response) => {
          let answered = false;
          try {
            answered = answerFirst(request, response);
          } catch (error) {
            // Never a reason to lose the request, nor the process: Fastify answers it as it would any other.
            app.log.error({ err: error }, "the page cache could not answer a request");
          }
          if (!answered) handler(request, response);
        }),
      );
      // Fastify's own default, which it sets only on a server it creates itself.
      server.keepAliveTimeout = 72_000;
      return server;
    },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    return503OnClosing: true,
    // Loading the built app can take longer than Fastify's 10 s default on a busy two-core machine.
    pluginTimeout: 60_000,
  });
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-request-id", request.id);
  });
  registerBodyWatch(app);
  registerSecurityHeaders(app, {
    https: config.siteUrl.startsWith("https:"),
    enforceCsp: config.env !== "development",
  });
  const redirect = httpsRedirect(config.siteUrl, trust);
  registerHttpsRedirect(app, redirect);
  // After the security headers (it replaces a cached page's CSP), before compression and the pages.
  const pageCache = pages
    ? await registerPageCache(app, {
        db: database.db,
        maxBytes: config.env === "development" ? 0 : config.pageCacheMaxBytes,
        https: config.siteUrl.startsWith("https:"),
        redirect,
      })
    : undefined;
  if (pageCache) answerFirst = pageCache.answerFirst;
  registerWholeDocuments(app);
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ["br", "gzip"],
    // Answers made on the request path (a page the cache does not hold, the console) need a fast setting. The page
    // cache keeps its copies at quality 11, made off the request path, and built files are compressed when built.
    brotliOptions: fastBrotli,
    zlibOptions: fastGzip,
    // A whole page (server/whole-documents.ts) in one call: about 0.4 ms for the home page at quality 3.
    syncThreshold: 256 * 1024,
  });

  registerStaffCsrfGuard(app, config.siteUrl);
  registerConsoleNoStore(app);
  registerHealth(app, database);
  const secrets = loadSecrets(config);
  const mailQueued = onMailQueued ?? (() => undefined);
  const formServices = await registerSubmissions(app, {
    database,
    dataDir: config.dataDir,
    secrets,
    rateLimit: config.formRateLimit,
    mail: { siteUrl: config.siteUrl, queued: mailQueued },
  });
  scheduleHourly(app, "abandoned photos", () => sweepUnattachedPhotos(database, config.dataDir));
  scheduleHourly(app, "expired drafts", () => sweepExpiredDrafts(database, config.dataDir));
  scheduleHourly(app, "unused pictures", () => sweepUnusedMedia(database, config.dataDir));
  scheduleHourly(app, "old mail", () => deleteOldMail(database.db));
  scheduleHourly(app, "orphaned files", () => sweepOrphanedFiles(database, config.dataDir));
  scheduleHourly(app, "old form answers", () => sweepFormAnswers(database.db));
  // Retention (decision 063): applications past the years the console sets are erased, counted and audited.
  scheduleHourly(app, "retention", () => eraseDueApplications(database, { photosDir: photosDir(config.dataDir) }));
  scheduleHourly(app, "expired sign-in steps", () =>
    deleteExpiredPendingSignIns(database.db, new Date().toISOString()),
  );
  schedulePublishRounds(app, database, publishRounds);
  registerLegacyApi(app, pageCache?.pagesDb ?? database.db, config.siteUrl);
  registerImageRoute(app, database.db, config.dataDir);
  registerDocumentRoute(app, database.db, config.dataDir);
  registerSeoRoutes(app, database.db, config.siteUrl);
  registerFeedRoutes(app, database.db, config.siteUrl);

  if (pages) {
    const integrity = config.env === "development" ? {} : assetIntegrity(config.buildDir);
    const remembered = sharedReads(database.db);
    await app.register(reactRouterFastify, {
      mode: config.env === "development" ? "development" : "production",
      buildDirectory: config.buildDir,
      fastifyStaticOptions: staticFileOptions(config.buildDir),
      getLoadContext: (request) => ({
        services: {
          db: pageCache?.pagesDb ?? database.db,
          dialect: database.dialect,
          siteUrl: config.siteUrl,
          sharedReads: remembered,
          nonce: request.cspNonce,
          // A client-side navigation asks for `<path>.data`; anything else here renders a whole page.
          drawnHtml: request.url.split("?", 1)[0]!.endsWith(".data") ? undefined : new Map(),
          assetIntegrity: integrity,
          clientIp: request.ip,
          forms: formServices(request),
          staffFiles: {
            dataDir: config.dataDir,
            idProofKey: secrets.idProofKey,
            idProofKeys: secrets.idProofKeys,
          },
          staffSecondFactorRequired: config.staffSecondFactorRequired,
          mail: { configured: config.mail.smtp !== undefined, queued: mailQueued },
          logError: (error: unknown, what: string) => request.log.error({ err: error }, what),
        },
      }),
    });
  }
  return app;
}
