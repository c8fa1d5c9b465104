#!/usr/bin/env bash
# Builds and serves a private copy of the working tree, so several people can
# build and look at pages at the same time without sharing .cache/ or public/.
#   scripts/preview.sh NAME PORT [STORE_VARIANT]
# The copy lives in /tmp/preview-NAME (node_modules is a link to this tree's).
set -euo pipefail
name=${1:?usage: scripts/preview.sh NAME PORT [variant]}
port=${2:?usage: scripts/preview.sh NAME PORT [variant]}
variant=${3:-consumer}
src=$(cd "$(dirname "$0")/.." && pwd)
dest=/tmp/preview-$name
mkdir -p "$dest"
rsync -a --delete --exclude node_modules --exclude .cache --exclude public --exclude data --exclude .git \
  --exclude reports --exclude test-results "$src/" "$dest/"
ln -sfn "$src/node_modules" "$dest/node_modules"
cd "$dest"
pkill -f "preview-$name/src/server/main.ts" 2>/dev/null || true
STORE_VARIANT=$variant npx gatsby build > build.log 2>&1 || { tail -40 build.log; exit 1; }
echo "built in $dest (log: $dest/build.log)"
(PORT=$port HOST=127.0.0.1 DATA_DIR=$dest/data LOG_LEVEL=warn nohup npx tsx "$dest/src/server/main.ts" > server.log 2>&1 &)
for _ in $(seq 1 60); do curl -sf "http://127.0.0.1:$port/api/health" >/dev/null && break; sleep 1; done
echo "serving on http://127.0.0.1:$port (log: $dest/server.log)"
