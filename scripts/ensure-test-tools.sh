#!/usr/bin/env bash
# Installs what the tests need from Debian's packages when it is missing: Chromium (never a browser downloaded by a
# test tool), a Java runtime for the Nu HTML Checker, poppler-utils, whose pdftotext reads the application
# receipt's text back (decision 058), and Noto fonts with Devanagari (the fonts of the visitors' Android phones), so
# Hindi pages are laid out and measured with real glyphs, not empty boxes. Says what it does.
set -euo pipefail

missing=()
command -v chromium >/dev/null 2>&1 || [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
command -v java >/dev/null 2>&1 || missing+=(default-jre-headless)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
dpkg -s fonts-noto-core >/dev/null 2>&1 || missing+=(fonts-noto-core)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "Installing from Debian's packages for the tests: ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then
  SUDO=sudo
else
  SUDO=
fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
echo "Installed: ${missing[*]}"
