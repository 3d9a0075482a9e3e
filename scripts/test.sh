#!/usr/bin/env bash
# `npm test`: everything CI checks, in order of speed. Installs what it needs first.
set -euo pipefail
cd "$(dirname "$0")/.."
# Debian's packages (when missing) install beside npm's: both mostly wait on the network and the disk.
packages_log="$(mktemp)"
(bash scripts/ensure-chromium.sh && bash scripts/ensure-shell-tools.sh) >"$packages_log" 2>&1 &
packages_pid=$!
bash scripts/ensure-deps.sh
packages_status=0
wait "$packages_pid" || packages_status=$?
cat "$packages_log"
rm -f "$packages_log"
if ((packages_status != 0)); then
  echo "Installing the programs the tests run failed (exit $packages_status): its output is above." >&2
  exit 1
fi
# Each heading carries the seconds since the start, so the log shows where the time goes (steps run
# side by side print theirs when all of them have ended).
step() { printf '\n\033[1m== %s\033[0m [%d s]\n' "$*" "$SECONDS"; }
# Runs short independent steps at once (name, command, name, command...), each one's output kept
# apart and printed under its name when all have ended; fails if any failed. Each of these steps
# keeps one core busy, and the machine the README names has two.
together() {
  local names=() logs=() pids=() failed=0
  while (($#)); do
    names+=("$1")
    logs+=("$(mktemp)")
    bash -c "$2" >"${logs[-1]}" 2>&1 &
    pids+=($!)
    shift 2
  done
  for i in "${!pids[@]}"; do
    local status=0
    wait "${pids[$i]}" || status=$?
    step "${names[$i]}"
    cat "${logs[$i]}"
    rm -f "${logs[$i]}"
    if ((status != 0)); then
      echo "${names[$i]}: failed (exit $status)" >&2
      failed=1
    fi
  done
  return "$failed"
}

# The page generation keeps one core busy; the lint reads none of what it writes (its ignores leave
# out the generated folders), so it takes the other.
together \
  "OpenAPI lint and API page generation" "npm run --silent gen:api" \
  "Lint: ESLint with zero warnings, and Prettier's check" "npm run --silent lint"
# The production build needs nothing the checks below make, and they leave a core idle much of the
# time: it starts now, beside them, and its output is printed at its own step.
build_log="$(mktemp)"
DOCS_TEST_PAGES=1 npm run --silent build:site >"$build_log" 2>&1 &
build_pid=$!
trap 'kill "$build_pid" 2>/dev/null || true' EXIT
step "Typecheck"
npm run --silent typecheck
step "Unit tests"
npm run --silent test:unit
together \
  "Content check" "npm run --silent check:content" \
  "Drift guards: specs and guides against the Core release's inventories" "npm run --silent check:drift"
step "Production build (with test-only pages; broken links and invalid HTML fail it)"
build_status=0
wait "$build_pid" || build_status=$?
cat "$build_log"
if ((build_status != 0)); then
  echo "The production build failed (exit $build_status): its output is above." >&2
  exit 1
fi
# Docusaurus only warns when a page's HTML is malformed (the minifier reports it); a browser
# would parse such a page into a different tree than React renders, and hydration fails.
if grep -q 'static site generation process emitted warnings' "$build_log"; then
  echo "The build wrote pages with warnings (see above): fix the markup they name." >&2
  exit 1
fi
rm -f "$build_log"
step "Build with a Typesense cluster configured (search tests answer it by interception): the pages only"
DOCS_PAGES_ONLY=1 TYPESENSE_HOST=search-1.example.test,search-2.example.test TYPESENSE_SEARCH_API_KEY=search-only-key-for-tests \
  npm run --silent build:site -- --out-dir build-typesense
step "End-to-end tests in Chromium"
npm run --silent test:e2e
echo "npm test passed in $SECONDS s"
