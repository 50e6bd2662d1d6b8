import "./production-env.ts";
import cluster from "node:cluster";
import { type Logger, pino } from "pino";
import { type Db, openDatabase } from "../db/client.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { isEmpty, seedDemoContent } from "../db/seed/demo.ts";
import { seedAddedPages } from "../db/seed/added-pages.ts";
import { seedPageDocuments } from "../db/seed/page-documents.ts";
import { seedPageTranslations } from "../db/seed/page-translations.ts";
import { loggerOptions } from "./logger-options.ts";
import { type Config, ConfigError, loadConfig, loadSecrets } from "./config.ts";
import type { MailWorker } from "./mail/worker.ts";
import { startMailWorker } from "./mail/start.ts";
import { keepFilesPrivate } from "./private-files.ts";
import { runPrimary } from "./primary.ts";
import { loadedReactBuild } from "./react-build.ts";

/** What runs once for the whole site before any process serves: the data folder, the database, the keys. */
async function prepare(config: Config, log: Logger) {
  keepFilesPrivate(config.dataDir, config.databaseUrl);
  loadSecrets(config);
  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database);
  // The site's own pages (content/) on a database that has none yet; never over an editor's work (decision 036).
  await seedPageDocuments(database);
  // The pages a regulator asks for, where no page has (or had) their address, on new and existing databases alike.
  await seedAddedPages(database);
  // Their demo Hindi, for each page that has no Hindi yet (decision 066).
  await seedPageTranslations(database);
  if (config.seedDemo && (await isEmpty(database))) {
    log.info("empty database: adding demo content");
    await seedDemoContent(database, config.dataDir);
  }
  return database;
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  if (cluster.isPrimary) {
    const log = pino(loggerOptions(config.logLevel));
    const database = await prepare(config, log);
    if (config.processes > 1) {
      await database.db.destroy();
      runPrimary({ processes: config.processes, log });
      return;
    }
    await serve(config, database);
  } else {
    await serve(config, openDatabase(config.databaseUrl));
  }
}

/** One server process: the whole site, on a database that is ready. */
async function serve(config: Config, database: Db) {
  // Loaded here, not at the top: the primary of several processes never serves and needs none of it.
  const { buildApp } = await import("./app.ts");
  let mailWorker: MailWorker | null = null;
  const app = await buildApp({ config, database, onMailQueued: () => mailWorker?.nudge() });
  // The production server loads the built app while it starts; a development React in it is a fault of the start.
  const reactBuild = loadedReactBuild();
  if (config.env === "production" && reactBuild === "development") {
    app.log.fatal("React's development build is loaded: start the server with `npm start` or `npm run serve`");
    process.exit(1);
  }
  app.log.info({ reactBuild }, "app built");
  mailWorker = startMailWorker(config.mail, database, app.log.child({ part: "mail" }));
  app.addHook("onClose", async () => {
    // Requests in flight have finished: the last mail round ends before the database closes under it.
    await mailWorker?.stop();
    await database.db.destroy();
  });

  let stopping = false;
  // A response finished after the signal closes its connection: otherwise the kept-alive socket would hold the
  // close for the whole keep-alive timeout (72 s in Fastify) once its request is done.
  app.addHook("onSend", async (_request, reply) => {
    if (stopping) reply.header("connection", "close");
  });
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "stopping: finishing requests in flight");
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error(error, "unclean shutdown");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
}

await main();
