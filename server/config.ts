import path from "node:path";
import { z } from "zod";

const booleanString = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  SITE_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^(sqlite:|postgres(ql)?:\/\/)/, "must start with sqlite: or postgres://")
    .optional(),
  SEED_DEMO: booleanString.default(true),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: booleanString.default(false),
  BUILD_DIR: z.string().min(1).default("build"),
});

export type Config = {
  env: "production" | "development" | "test";
  port: number;
  host: string;
  /** Public address of the site without a trailing slash; canonical links and absolute URLs start with it. */
  siteUrl: string;
  dataDir: string;
  databaseUrl: string;
  seedDemo: boolean;
  logLevel: string;
  trustProxy: boolean;
  buildDir: string;
};

export class ConfigError extends Error {}

/** Parses the environment once at boot; a bad value names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n  ${problems.join("\n  ")}`);
  }
  const value = parsed.data;
  const dataDir = path.resolve(value.DATA_DIR);
  return {
    env: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    siteUrl: (value.SITE_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, ""),
    dataDir,
    databaseUrl: value.DATABASE_URL ?? `sqlite:${path.join(dataDir, "college.db")}`,
    seedDemo: value.SEED_DEMO,
    logLevel: value.LOG_LEVEL,
    trustProxy: value.TRUST_PROXY,
    buildDir: value.BUILD_DIR,
  };
}
