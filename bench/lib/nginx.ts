import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { freePort } from "./site.ts";

export interface RunningNginx {
  baseUrl: string;
  stop(): Promise<void>;
}

const DEPLOY = path.resolve(import.meta.dirname, "../../deploy/nginx");
/** The project's own server block contents for the site. */
const SITE_PROXY_CONF = path.join(DEPLOY, "college-proxy.conf");

/** The upstream block of deploy/nginx/college.conf, pointed at `host` instead of the production port. */
function siteUpstream(host: string): string {
  const conf = fs.readFileSync(path.join(DEPLOY, "college.conf"), "utf8");
  const block = /upstream college_site \{[^}]*\}/.exec(conf)?.[0];
  if (!block) throw new Error("deploy/nginx/college.conf has no upstream college_site block");
  return block.replace(/server [^;]+;/, `server ${host};`);
}

/**
 * nginx with `http` as its http block (given the folder it runs in and its port), in its own temporary folder,
 * answering once `readyPath` does.
 */
async function runNginx(http: (root: string, port: number) => string, readyPath = "/"): Promise<RunningNginx> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "college-bench-nginx-"));
  // mkdtemp makes the folder private; nginx's workers run as another user and must read what it holds.
  fs.chmodSync(root, 0o755);
  const port = await freePort();
  fs.writeFileSync(
    path.join(root, "nginx.conf"),
    `daemon off;
worker_processes auto;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events { worker_connections 4096; }
http {
  client_body_temp_path ${root}/tmp;
  proxy_temp_path ${root}/proxy-tmp;
${http(root, port)}
}
`,
  );
  const child = spawn("nginx", ["-c", path.join(root, "nginx.conf"), "-p", root], { stdio: "ignore" });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(baseUrl + readyPath)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    baseUrl,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await exited;
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * nginx serving the very bytes the site answers for each route, precompressed at gzip's highest level
 * (`gzip_static`): the yardstick for a cached page.
 */
export async function startNginx(siteUrl: string, routes: readonly string[]): Promise<RunningNginx> {
  const pages = new Map<string, Buffer>();
  for (const route of routes) {
    const response = await fetch(siteUrl + route, { headers: { "accept-encoding": "identity" } });
    if (!response.ok) throw new Error(`${route} answered ${response.status}`);
    pages.set(route, Buffer.from(await response.arrayBuffer()));
  }
  return runNginx((root, port) => {
    const html = path.join(root, "html");
    for (const [route, body] of pages) {
      const dir = path.join(html, route);
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, "index.html"), body);
      fs.writeFileSync(path.join(dir, "index.html.gz"), zlib.gzipSync(body, { level: 9 }));
    }
    return `  access_log off;
  default_type text/html;
  gzip_static on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${html};
    location / { try_files $uri/index.html =404; }
  }`;
  });
}

/**
 * nginx in front of the running site as deploy/nginx/college.conf puts it in production: its upstream block and the
 * project's own server block contents, on a loopback port.
 */
export async function startFrontProxy(siteUrl: string): Promise<RunningNginx> {
  const site = new URL(siteUrl);
  return runNginx(
    (_root, port) => `
  ${siteUpstream(site.host)}
  server {
    listen 127.0.0.1:${port};
    include ${SITE_PROXY_CONF};
  }`,
    "/healthz",
  );
}
