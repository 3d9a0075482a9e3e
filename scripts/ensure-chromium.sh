#!/usr/bin/env bash
# The end-to-end tests drive Debian's Chromium (Playwright cannot download a browser here).
# Installs it when it is missing; CHROMIUM_PATH points the tests at another binary.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then exit 0; fi
echo "Installing Debian's chromium for the end-to-end tests..."
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium fonts-dejavu-core > /dev/null
test -x "$chromium" || { echo "chromium is still missing at $chromium" >&2; exit 1; }
