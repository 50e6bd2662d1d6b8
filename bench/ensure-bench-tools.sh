#!/usr/bin/env bash
# Installs what `npm run bench` needs from Debian's packages when it is missing, and says so: nginx (the yardstick),
# wrk (the load generator) and Chromium (Lighthouse and the transfer measurement).
set -euo pipefail

missing=()
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || missing+=(nginx-light)
command -v wrk >/dev/null 2>&1 || missing+=(wrk)
command -v chromium >/dev/null 2>&1 || [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
[ ${#missing[@]} -eq 0 ] && exit 0
echo "Installing from Debian's packages for the benchmark: ${missing[*]}"
SUDO=
[ "$(id -u)" -ne 0 ] && SUDO=sudo
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "Installed: ${missing[*]}"
