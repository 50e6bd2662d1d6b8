#!/usr/bin/env bash
# The end-to-end files in E2E_SHARDS groups (default 2) run side by side, each group one file at a time against a
# server and a database of its own (the project's global setup), so no group sees another's data. Most of a journey's
# time is spent waiting on a browser, a server or a clock, so two groups on two cores take little more than half the
# time of one. Each group's report is printed whole when it ends, then a summary of every group with the tests that
# failed and what their assertions received, so the end of the output says what went wrong; the exit code fails if
# any group failed.
set -uo pipefail
cd "$(dirname "$0")/.."

shards="${E2E_SHARDS:-2}"
logs="$(mktemp -d)"
trap 'rm -rf "$logs"' EXIT
pids=()
for i in $(seq 1 "$shards"); do
  npx vitest run --project e2e --shard="$i/$shards" "$@" >"$logs/$i.log" 2>&1 &
  pids+=("$!")
done
status=0
for i in $(seq 1 "$shards"); do
  wait "${pids[$((i - 1))]}" || status=1
  echo "-- group $i of $shards"
  cat "$logs/$i.log"
done
echo "== end-to-end summary"
for i in $(seq 1 "$shards"); do
  echo "-- group $i of $shards"
  # Each failure's lines, and after an assertion's error the expected and received values it printed.
  sed 's/\x1b\[[0-9;]*m//g' "$logs/$i.log" |
    grep -E -A 14 '^ *(FAIL|×|Test Files|Tests|Duration)|^ *❯ .*failed|(Assertion|Timeout)Error' |
    grep -E '^ *(FAIL|×|Test Files|Tests|Duration)|^ *❯ .*failed|(Assertion|Timeout)Error|^ *[-+] ' | head -120 || true
done
exit "$status"
