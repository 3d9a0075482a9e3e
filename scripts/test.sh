#!/usr/bin/env bash
# `npm test`: everything CI checks, in order of speed. Installs what it needs first.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-deps.sh
bash scripts/ensure-chromium.sh
bash scripts/ensure-shell-tools.sh
step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "OpenAPI lint and API page generation"
npm run --silent gen:api
step "Typecheck"
npm run --silent typecheck
step "Lint: ESLint with zero warnings, and Prettier's check"
npm run --silent lint
step "Unit tests"
npm run --silent test:unit
step "Content check"
npm run --silent check:content
step "Drift guards: specs and guides against the Core release's inventories"
npm run --silent check:drift
step "Production build (with test-only pages; broken links and invalid HTML fail it)"
build_log="$(mktemp)"
DOCS_TEST_PAGES=1 npm run --silent build:site 2>&1 | tee "$build_log"
# Docusaurus only warns when a page's HTML is malformed (the minifier reports it); a browser
# would parse such a page into a different tree than React renders, and hydration fails.
if grep -q 'static site generation process emitted warnings' "$build_log"; then
  echo "The build wrote pages with warnings (see above): fix the markup they name." >&2
  exit 1
fi
rm -f "$build_log"
step "Build with a Typesense cluster configured (search tests answer it by interception)"
TYPESENSE_HOST=search-1.example.test,search-2.example.test TYPESENSE_SEARCH_API_KEY=search-only-key-for-tests \
  npm run --silent build:site -- --out-dir build-typesense
step "End-to-end tests in Chromium"
npm run --silent test:e2e
