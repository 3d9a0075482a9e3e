#!/usr/bin/env bash
# Installs the npm dependencies when they are missing or older than package-lock.json,
# so that `npm start` and `npm test` work on a fresh clone.
set -euo pipefail
cd "$(dirname "$0")/.."
marker=node_modules/.package-lock.json
if [ ! -f "$marker" ] || [ package-lock.json -nt "$marker" ]; then
  echo "Installing npm dependencies (npm ci)..."
  npm ci --no-audit --no-fund
fi
