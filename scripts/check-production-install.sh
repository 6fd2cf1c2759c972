#!/usr/bin/env bash
# A production install starts and serves (docs/OPERATIONS.md): in a temporary copy of the tracked
# files and the build output (as a deploy ships them), `npm ci --omit=dev`, then `npm start` with
# NODE_ENV=production; the site must answer /readyz, the page and a race feed, without rebuilding and
# without the build tools (vite, tsx, esbuild) installed. Run after `npm run build`.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
copy="$(mktemp -d)"
port="${CHECK_PORT:-5199}"
pid=""
cleanup() {
  # npm start runs node as a child: the whole process group goes, or the server outlives the check.
  if [ -n "$pid" ]; then kill -- -"$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; fi
  rm -rf "$copy"
}
trap cleanup EXIT

for build in apps/server/dist/main.js apps/web/dist/index.html; do
  [ -f "$root/$build" ] || { echo "no $build: run npm run build first" >&2; exit 1; }
done
# tar keeps modification times, so the copied build stays newer than the copied sources.
(cd "$root" && { git ls-files --cached --others --exclude-standard; find apps/server/dist apps/web/dist -type f; } | tar -cf - -T -) | tar -xf - -C "$copy"
cd "$copy"
npm ci --omit=dev --no-audit --no-fund --loglevel=error
for tool in vite tsx esbuild vitest; do
  if [ -e "node_modules/$tool" ]; then echo "production install has $tool" >&2; exit 1; fi
done

if curl -s -o /dev/null "http://127.0.0.1:$port/"; then echo "port $port is already taken" >&2; exit 1; fi
PORT="$port" HOST=127.0.0.1 DATA_DIR="$copy/data" NODE_ENV=production SESSION_SECRET="$(head -c 32 /dev/urandom | base64)" \
  DEMO_DATA=true SIMULATOR=on SIM_SEED=7 setsid npm start >"$copy/start.log" 2>&1 &
pid=$!
for _ in $(seq 1 120); do
  curl -sf "http://127.0.0.1:$port/readyz" >/dev/null && break
  kill -0 "$pid" 2>/dev/null || { cat "$copy/start.log"; echo "the production install did not start" >&2; exit 1; }
  sleep 0.5
done
status() { curl -s -o /dev/null -w '%{http_code}' -H 'accept-encoding: br' "http://127.0.0.1:$port$1"; }
for path in /readyz / /betting /api/races/upcoming; do
  code="$(status "$path")"
  [ "$code" = 200 ] || { tail -c 3000 "$copy/start.log"; echo "GET $path answered $code" >&2; exit 1; }
  echo "GET $path → $code"
done
# The shipped build's list of each page's scripts is there: a player's /betting names them (decision 023).
curl -s -b galope_signed_in=1 "http://127.0.0.1:$port/betting" | grep -q '<link rel="modulepreload" crossorigin href="/assets/betting-page-' ||
  { echo "GET /betting names no betting-page script to preload" >&2; exit 1; }
echo "GET /betting (signed in) → names its scripts"
if grep -q 'Building first' "$copy/start.log"; then echo "npm start rebuilt a fresh build" >&2; exit 1; fi
grep -q 'embedded database' "$copy/start.log" || { echo "no warning about the embedded database in production" >&2; exit 1; }
echo "production install: starts and serves without the build tools"
