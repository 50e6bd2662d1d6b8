// Resolves imports for the layer rules (eslint-plugin-boundaries): the app's "~/" alias (tsconfig "paths") points
// into app/, everything else is resolved as Node resolves it. CommonJS because ESLint's resolver loader requires it.
const path = require("node:path");
const nodeResolver = require("eslint-import-resolver-node");

const appDir = path.join(__dirname, "..", "app");

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file, config) {
  const mapped = source.startsWith("~/") ? path.join(appDir, source.slice(2)) : source;
  return nodeResolver.resolve(mapped, file, config);
};
