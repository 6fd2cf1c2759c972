#!/bin/sh
# `npm test`: the type check and the lint at once (each leaves a core mostly idle), then the build the
# browser tests load, then every test (vitest.config.ts). Stops at the first step that fails.
set -e
npm run typecheck &
typecheck=$!
lint=0
npm run lint || lint=$?
wait "$typecheck"
[ "$lint" -eq 0 ] || exit "$lint"
npm run build
exec npx vitest run "$@"
