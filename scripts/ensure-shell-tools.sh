#!/usr/bin/env bash
# The tutorials test (tests/e2e/tutorials.test.mts) runs the guides' shell blocks, which call
# `curl` and `jq`. Installs Debian's packages when either is missing.
set -euo pipefail
missing=()
for tool in curl jq; do command -v "$tool" > /dev/null || missing+=("$tool"); done
if [ "${#missing[@]}" -eq 0 ]; then exit 0; fi
echo "Installing ${missing[*]} for the tutorials test..."
sudo_cmd=""
if [ "$(id -u)" -ne 0 ]; then sudo_cmd="sudo"; fi
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" > /dev/null
for tool in "${missing[@]}"; do command -v "$tool" > /dev/null || { echo "$tool is still missing" >&2; exit 1; }; done
