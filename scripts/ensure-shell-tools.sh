#!/usr/bin/env bash
# The programs the end-to-end tests run besides Chromium: `curl` and `jq` for the guides' shell
# blocks (tests/e2e/tutorials.test.mts), `java` for the Nu HTML Checker (tests/e2e/markup.test.mts).
# Installs Debian's packages for those that are missing.
set -euo pipefail
declare -A package=([curl]=curl [jq]=jq [java]=default-jre-headless)
missing=()
for tool in "${!package[@]}"; do command -v "$tool" > /dev/null || missing+=("$tool"); done
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
packages=()
for tool in "${missing[@]}"; do packages+=("${package[$tool]}"); done
echo "Installing ${packages[*]} for the end-to-end tests..."
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${packages[@]}" > /dev/null
for tool in "${missing[@]}"; do command -v "$tool" > /dev/null || { echo "$tool is still missing" >&2; exit 1; }; done
