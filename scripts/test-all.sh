#!/usr/bin/env bash
# Runs every test of the project: type checks, generated-client check, unit and API tests on
# PGlite, the API tests again on PostgreSQL, and the browser end-to-end tests.
# Prints one closing line "tests: N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
results=$(mktemp -d)
status=0
step() { echo; echo "=== $* ==="; }
fail() { echo "FAILED: $*"; status=1; }

step "type check"
for p in packages/contracts packages/i18n packages/api-client apps/server apps/web; do
  npx tsc --noEmit -p "$p" || fail "tsc $p"
done

step "generated API client is up to date"
npm run --silent check:api || fail "api client out of date"

step "unit tests and API tests on embedded PGlite"
npx vitest run --reporter=default --reporter=json --outputFile="$results/pglite.json" || fail "vitest (PGlite)"

PG_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
step "API tests on PostgreSQL ($PG_URL)"
if node -e "const c=new (require('pg').Client)({connectionString:process.argv[1]});c.connect().then(()=>c.end()).catch(()=>process.exit(1))" "$PG_URL" 2>/dev/null; then
  DATABASE_URL="$PG_URL" npx vitest run --project api --reporter=default --reporter=json --outputFile="$results/postgres.json" || fail "vitest (PostgreSQL)"
elif [ "${CI:-}" = "true" ]; then
  fail "PostgreSQL not reachable at $PG_URL in CI"
else
  echo "!!! SKIPPED: no PostgreSQL reachable at $PG_URL (set TEST_DATABASE_URL). Server mode is NOT tested in this run. !!!"
fi

step "end-to-end tests in Chromium"
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  npm run --silent build:web || fail "web build"
  CHROMIUM_PATH="$CHROMIUM" npx vitest run --config e2e/vitest.config.ts --reporter=default --reporter=json --outputFile="$results/e2e.json" || fail "e2e"
elif [ "${CI:-}" = "true" ]; then
  fail "Chromium missing at $CHROMIUM in CI"
else
  echo "!!! SKIPPED: Chromium not found at $CHROMIUM (apt-get install -y chromium fonts-wqy-zenhei). End-to-end tests did NOT run. !!!"
fi

node -e '
  const fs = require("fs"), path = require("path");
  let passed = 0, failed = 0;
  for (const f of fs.readdirSync(process.argv[1])) {
    const r = JSON.parse(fs.readFileSync(path.join(process.argv[1], f), "utf8"));
    passed += r.numPassedTests; failed += r.numFailedTests;
  }
  console.log(`\ntests: ${passed} passed, ${failed} failed`);
' "$results"
rm -rf "$results"
exit $status
