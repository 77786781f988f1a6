#!/usr/bin/env bash
# Checks @drc20/core as people install it: from the tarball `npm pack`
# makes, not from the workspace.
#   1. a clean build, then `npm pack`;
#   2. publint and @arethetypeswrong/cli on the tarball;
#   3. the tarball installed in an empty Node project, where the README's
#      example runs;
#   4. the same example type-checked in fresh TypeScript projects with
#      `moduleResolution` node16 (compiled and run) and bundler.
# Needs the workspace's dev dependencies installed (publint, attw, tsc) and
# the npm registry for the package's own dependencies.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$PWD"
core="$root/packages/core"
bin="$root/node_modules/.bin"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

say() { printf -- '--- %s\n' "$1"; }
quiet_npm() { npm --no-audit --no-fund --loglevel=error "$@"; }

say 'build'
rm -rf "$core/dist"
(cd "$core" && "$bin/tsc" -p tsconfig.build.json)

say 'npm pack'
tarball="$work/$(cd "$core" && npm pack --silent --pack-destination "$work" | tail -n 1)"
test -f "$tarball"
version="$(node -p "require('$core/package.json').version")"
grep -q "^## $version\$" "$core/CHANGELOG.md" || {
  echo "CHANGELOG.md has no section for $version" >&2
  exit 1
}
tar -tzf "$tarball" | sort >"$work/files.txt"
if grep -E '\.(test|bench)\.ts$|/__snapshots__/' "$work/files.txt"; then
  echo 'the tarball ships tests' >&2
  exit 1
fi
for required in package/LICENSE package/README.md package/CHANGELOG.md package/dist/index.js package/dist/index.d.ts; do
  grep -qx "$required" "$work/files.txt" || {
    echo "the tarball lacks $required" >&2
    exit 1
  }
done

say 'publint'
"$bin/publint" run "$tarball" --strict

say 'are the types wrong'
# ESM only by design: CommonJS resolution (node10, node16-cjs) is not offered.
"$bin/attw" "$tarball" --profile esm-only

# The README's first ```js block, the "From a Node script" example, as the
# tarball ships it.
mkdir -p "$work/package"
tar -xzf "$tarball" -C "$work" package/README.md
node -e '
  const text = require("node:fs").readFileSync(process.argv[1], "utf8")
  const match = /```js\n([\s\S]*?)```/.exec(text)
  if (!match) { console.error("no js example in README.md"); process.exit(1) }
  process.stdout.write(match[1])
' "$work/package/README.md" >"$work/example.js"

new_project() {
  local dir="$1"
  mkdir -p "$dir"
  printf '{ "name": "%s", "private": true, "type": "module" }\n' \
    "$(basename "$dir")" >"$dir/package.json"
  (cd "$dir" && quiet_npm install "$tarball")
}

say 'empty Node project'
new_project "$work/node-app"
cp "$work/example.js" "$work/node-app/quote-swap.mjs"
(cd "$work/node-app" && node quote-swap.mjs)

check_ts() {
  local resolution="$1" module="$2"
  local dir="$work/ts-$resolution"
  say "TypeScript project, moduleResolution $resolution"
  new_project "$dir"
  cp "$work/example.js" "$dir/quote-swap.ts"
  cat >"$dir/tsconfig.json" <<EOF
{
  "compilerOptions": {
    "target": "ES2022",
    "lib": ["ES2022", "DOM"],
    "module": "$module",
    "moduleResolution": "$resolution",
    "strict": true,
    "skipLibCheck": false,
    "types": [],
    "outDir": "out"
  },
  "files": ["quote-swap.ts"]
}
EOF
  (cd "$dir" && "$bin/tsc" -p tsconfig.json)
}

check_ts node16 node16
(cd "$work/ts-node16" && node out/quote-swap.js)
check_ts bundler esnext

say '@drc20/core installs and runs from its tarball'
