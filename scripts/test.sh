#!/usr/bin/env bash
# The whole check, as CI runs it: typecheck, lint, build, unit + integration tests, end-to-end tests.
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-test-tools.sh
echo "== typecheck"
npm run --silent typecheck
echo "== format (Prettier)"
npm run --silent format:check
echo "== lint"
npm run --silent lint
echo "== build"
npm run --silent build
echo "== unit and integration tests"
npx vitest run --project unit
echo "== end-to-end tests (Chromium)"
bash scripts/e2e-halves.sh
