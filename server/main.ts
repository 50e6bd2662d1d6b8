import "./production-env.ts";
import { openDatabase } from "../db/client.ts";
import { migrateToLatest } from "../db/migrate.ts";
import { isEmpty, seedDemoContent } from "../db/seed/demo.ts";
import { seedPageDocuments } from "../db/seed/page-documents.ts";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import type { MailWorker } from "./mail/worker.ts";
import { startMailWorker } from "./mail/start.ts";
import { keepFilesPrivate } from "./private-files.ts";
import { loadedReactBuild } from "./react-build.ts";

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
  keepFilesPrivate(config.dataDir, config.databaseUrl);
  const database = openDatabase(config.databaseUrl);
  await migrateToLatest(database);
  // The site's own pages (content/) on a database that has none yet; never over an editor's work (decision 036).
  await seedPageDocuments(database);
  let mailWorker: MailWorker | null = null;
  const app = await buildApp({ config, database, onMailQueued: () => mailWorker?.nudge() });
  // The production server loads the built app while it starts; a development React in it is a fault of the start.
  const reactBuild = loadedReactBuild();
  if (config.env === "production" && reactBuild === "development") {
    app.log.fatal("React's development build is loaded: start the server with `npm start` or `npm run serve`");
    process.exit(1);
  }
  app.log.info({ reactBuild }, "app built");
  if (config.seedDemo && (await isEmpty(database))) {
    app.log.info("empty database: adding demo content");
    await seedDemoContent(database, config.dataDir);
  }
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
