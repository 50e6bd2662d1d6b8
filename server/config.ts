import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { type IdProofKey, type IdProofKeyring, makeKeyring, parseKeyList } from "../app/core/id-proof-keyring.ts";

const booleanString = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");

/** One address or a CIDR range, IPv4 or IPv6 (what Fastify's `trustProxy` takes in a list). */
const proxyAddress = z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()]);

/**
 * Which proxies are believed when they say who the client is and whether it came over https: none (`false`, the
 * default), a number of hops in front of the server (`1` for one reverse proxy; `true` means the same), or the
 * proxies' addresses and ranges, comma-separated. Never every sender: a client's own X-Forwarded-For is not believed.
 */
const trustProxySetting = z
  .string()
  .trim()
  .transform((value, context): false | number | string[] => {
    if (value === "false" || value === "0") return false;
    if (value === "true") return 1;
    if (/^\d+$/.test(value)) {
      const hops = Number(value);
      if (hops <= 10) return hops;
      context.addIssue({ code: "custom", message: "a hop count must be at most 10" });
      return z.NEVER;
    }
    const addresses = value.split(",").map((part) => part.trim());
    if (addresses.every((address) => proxyAddress.safeParse(address).success)) return addresses;
    context.addIssue({
      code: "custom",
      message: "must be false, a number of proxies (1–10), or the proxies' addresses or CIDR ranges, comma-separated",
    });
    return z.NEVER;
  });

/** ID_PROOF_KEYS: the keys added to ID_PROOF_KEY for rotation (decision 062), "2:<base64>,3:<base64>". */
const idProofKeyList = z.string().transform((value, context): IdProofKey[] => {
  const parsed = parseKeyList(value);
  if (parsed.ok) return parsed.keys;
  context.addIssue({ code: "custom", message: parsed.problem });
  return z.NEVER;
});

/** Beyond four, a college site's own processes would mostly wait for the database; more must be asked for. */
const MAX_DEFAULT_PROCESSES = 4;

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
  TRUST_PROXY: trustProxySetting.default(false),
  BUILD_DIR: z.string().min(1).default("build"),
  ID_PROOF_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=$/, "must be 32 random bytes in base64 (openssl rand -base64 32)")
    .optional(),
  ID_PROOF_KEYS: idProofKeyList.optional(),
  ALTCHA_HMAC_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  FORM_RATE_LIMIT: z.coerce.number().int().min(1).max(1_000_000).default(30),
  FORM_RATE_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(10),
  PAGE_CACHE_MAX_MB: z.coerce.number().int().min(0).max(4096).default(64),
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  SMTP_SECURE: booleanString.optional(),
  SMTP_USER: z.string().min(1).optional(),
  SMTP_PASSWORD: z.string().min(1).optional(),
  MAIL_FROM: z
    .string()
    .regex(/^([^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, "must be an address, or a name and <address>")
    .optional(),
  MAIL_POLL_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
  STAFF_2FA_REQUIRED: booleanString.default(false),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
});

/** Settings that only make sense together. */
const checkedEnvSchema = envSchema.superRefine((value, context) => {
  if (value.SMTP_HOST && !value.MAIL_FROM)
    context.addIssue({ code: "custom", path: ["MAIL_FROM"], message: "must be set when SMTP_HOST is" });
  if (Boolean(value.SMTP_USER) !== Boolean(value.SMTP_PASSWORD)) {
    context.addIssue({
      code: "custom",
      path: [value.SMTP_USER ? "SMTP_PASSWORD" : "SMTP_USER"],
      message: "SMTP_USER and SMTP_PASSWORD go together",
    });
  }
});

/** Where mail goes out; absent when SMTP_HOST is unset, and then messages wait in the outbox. */
export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the first byte (port 465); otherwise the connection is upgraded with STARTTLS when offered. */
  secure: boolean;
  auth?: { user: string; pass: string };
  from: string;
}

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
  /** false, a hop count, or the trusted proxies' addresses (see TRUST_PROXY). */
  trustProxy: false | number | string[];
  buildDir: string;
  /** AES-256-GCM key for Aadhaar/UID numbers; when unset, one is generated and kept under DATA_DIR/keys/. */
  idProofKey?: Buffer;
  /** Keys 2, 3, … for the Aadhaar vault (ID_PROOF_KEYS); the highest number seals new numbers (decision 062). */
  addedIdProofKeys: IdProofKey[];
  /** HMAC key that signs captcha challenges; when unset, one is generated and kept under DATA_DIR/keys/. */
  altchaHmacKey?: string;
  /** Posts of one form from one address within the window; a further post gets 429. */
  formRateLimit: { max: number; windowMs: number };
  /** The page cache's limit in bytes; 0 turns it off. */
  pageCacheMaxBytes: number;
  mail: { smtp?: SmtpSettings; pollMs: number };
  /** Every staff account must sign in with a second factor (admins always must; decision 034). */
  staffSecondFactorRequired: boolean;
  /** Server processes sharing the port (decision 042); one in development, else one per core, at most four. */
  processes: number;
};

export class ConfigError extends Error {}

/** Parses the environment once at boot; a bad value names the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = checkedEnvSchema.safeParse(env);
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
    idProofKey: value.ID_PROOF_KEY ? Buffer.from(value.ID_PROOF_KEY, "base64") : undefined,
    addedIdProofKeys: value.ID_PROOF_KEYS ?? [],
    altchaHmacKey: value.ALTCHA_HMAC_KEY,
    formRateLimit: { max: value.FORM_RATE_LIMIT, windowMs: value.FORM_RATE_WINDOW_MINUTES * 60_000 },
    pageCacheMaxBytes: value.PAGE_CACHE_MAX_MB * 1024 * 1024,
    mail: {
      smtp:
        value.SMTP_HOST && value.MAIL_FROM
          ? {
              host: value.SMTP_HOST,
              port: value.SMTP_PORT,
              secure: value.SMTP_SECURE ?? value.SMTP_PORT === 465,
              auth:
                value.SMTP_USER && value.SMTP_PASSWORD
                  ? { user: value.SMTP_USER, pass: value.SMTP_PASSWORD }
                  : undefined,
              from: value.MAIL_FROM,
            }
          : undefined,
      pollMs: Math.round(value.MAIL_POLL_SECONDS * 1000),
    },
    staffSecondFactorRequired: value.STAFF_2FA_REQUIRED,
    processes:
      value.WEB_CONCURRENCY ??
      (value.NODE_ENV === "development" ? 1 : Math.min(os.availableParallelism(), MAX_DEFAULT_PROCESSES)),
  };
}

export interface Secrets {
  /** Key 1: it also seals the staff accounts' second-factor secrets (decision 034). */
  idProofKey: Buffer;
  /** Key 1 and the added keys, for the Aadhaar vault. */
  idProofKeys: IdProofKeyring;
  altchaHmacKey: string;
}

/** Reads a key file, or creates it (readable by this user only) with fresh random bytes; two processes agree. */
function keyFile(dataDir: string, name: string): Buffer {
  const dir = path.join(dataDir, "keys");
  const file = path.join(dir, name);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  try {
    fs.writeFileSync(file, randomBytes(32).toString("base64"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const key = Buffer.from(fs.readFileSync(file, "utf8").trim(), "base64");
  if (key.length !== 32) throw new ConfigError(`Invalid key file ${file}: expected 32 bytes in base64`);
  return key;
}

/**
 * The keys from configuration, or, for the embedded default, keys generated on first start and kept under
 * DATA_DIR/keys/. Losing the ID proof key makes the stored Aadhaar/UID numbers unreadable: back it up.
 */
export function loadSecrets(config: Config): Secrets {
  const idProofKey = config.idProofKey ?? keyFile(config.dataDir, "id-proof.key");
  return {
    idProofKey,
    idProofKeys: makeKeyring(idProofKey, config.addedIdProofKeys),
    altchaHmacKey: config.altchaHmacKey ?? keyFile(config.dataDir, "altcha-hmac.key").toString("base64"),
  };
}
