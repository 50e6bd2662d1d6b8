import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // BUILD_DIR lets several builds (e.g. parallel checkouts of work) live side by side; the server reads the same variable.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  // v8_middleware stays off: loaders get their services as a plain load context object (docs/decisions/002).
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
