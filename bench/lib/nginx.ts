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

/**
 * nginx serving the very bytes the site answered for each path, precompressed at gzip's highest level
 * (`gzip_static`): the yardstick for a cached page.
 */
export async function startNginx(pages: Map<string, Buffer>): Promise<RunningNginx> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "college-bench-nginx-"));
  // mkdtemp makes the folder private; nginx's workers run as another user and must read the pages.
  fs.chmodSync(root, 0o755);
  const html = path.join(root, "html");
  for (const [route, body] of pages) {
    const dir = path.join(html, route);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, "index.html"), body);
    fs.writeFileSync(path.join(dir, "index.html.gz"), zlib.gzipSync(body, { level: 9 }));
  }
  const port = await freePort();
  fs.writeFileSync(
    path.join(root, "nginx.conf"),
    `daemon off;
worker_processes auto;
pid ${root}/nginx.pid;
error_log ${root}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${root}/tmp;
  default_type text/html;
  gzip_static on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${port};
    root ${html};
    location / { try_files $uri/index.html =404; }
  }
}
`,
  );
  const child = spawn("nginx", ["-c", path.join(root, "nginx.conf"), "-p", root], { stdio: "ignore" });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${baseUrl}/`)).ok) break;
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
