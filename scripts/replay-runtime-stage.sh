#!/usr/bin/env bash
# Replays the Dockerfile's `runtime` stage on this machine, for machines without a Docker daemon.
#
#   bash scripts/replay-runtime-stage.sh [repo-root]      (default: this script's dir/..)
#
# Needs an existing build (`npm run build`: build/ and public/build/) and access to the npm registry.
# It reads the Dockerfile, so the replay and the image cannot silently drift apart:
#   1. checks the runtime stage: last stage, node image, `npm ci --omit=dev`, ENV NODE_ENV /
#      DATABASE_URL / PORT, USER node, VOLUME /app/data, EXPOSE 3000, exec-form CMD and HEALTHCHECK
#      on /healthz; copies exactly what its COPY lines copy (`--from=build /app/x` = <repo>/x after
#      the build) into a fresh temp dir;
#   2. runs the same `npm ci --omit=dev` there (NODE_ENV=production), offering the project's own
#      better-sqlite3 binary as the prebuilt download the image would fetch from GitHub;
#   3. starts the CMD from that dir with a clean environment (PORT=<free port>, HOST=127.0.0.1,
#      NODE_ENV=production, DATABASE_URL=file:<tmp>/data/app.db), as user nobody when run as root
#      (the image runs as `node`, with only /app/data writable);
#   4. runs the HEALTHCHECK command until it passes (60 s), checks GET / answers 200;
#   5. sends SIGTERM and checks the server exits by itself, with status 0, within 30 s;
#   6. runs `npm run db:migrate` there (the operator command the Dockerfile documents).
# Exits non-zero with a message on any failure; the EXIT trap kills the server and removes the
# temp dir, so nothing it starts outlives it.
set -euo pipefail

ROOT="$(cd "${1:-"$(dirname "${BASH_SOURCE[0]}")/.."}" && pwd)"
DOCKERFILE="$ROOT/Dockerfile"
HEALTH_TIMEOUT_S=60
SHUTDOWN_TIMEOUT_S=30

log() { printf '[replay-runtime-stage %s] %s\n' "$(date +%H:%M:%S)" "$*"; }
fail() {
  printf '[replay-runtime-stage %s] FAIL: %s\n' "$(date +%H:%M:%S)" "$*" >&2
  if [[ -n "${SERVER_LOG:-}" && -s "$SERVER_LOG" ]]; then
    printf -- '--- last lines of the server log ---\n' >&2
    tail -n 40 "$SERVER_LOG" >&2 || true
  fi
  exit 1
}

TMP=""
SERVER_PID=""
SERVER_LOG=""
cleanup() {
  local status=$?
  if [[ -n "$SERVER_PID" ]] && kill -0 "$SERVER_PID" 2>/dev/null; then
    kill -TERM "$SERVER_PID" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$SERVER_PID" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$SERVER_PID" 2>/dev/null || true
    wait "$SERVER_PID" 2>/dev/null || true
  fi
  [[ -n "$TMP" ]] && rm -rf "$TMP"
  exit "$status"
}
trap cleanup EXIT
trap 'exit 143' TERM
trap 'exit 130' INT
trap 'exit 129' HUP

# ---- 1. the Dockerfile's runtime stage ---------------------------------------------------------
[[ -f "$DOCKERFILE" ]] || fail "no Dockerfile in $ROOT"
[[ -f "$ROOT/build/index.js" && -d "$ROOT/public/build" ]] ||
  fail "no build in $ROOT (build/index.js, public/build/): run \`npm run build\` first"

TMP="$(mktemp -d "${TMPDIR:-/tmp}/replay-runtime.XXXXXX")"
PLAN="$TMP/plan"
APP="$TMP/app"
mkdir -p "$APP"

# Parses the runtime stage into a plan: COPY<TAB>src<TAB>dest lines, the CMD and HEALTHCHECK
# argv (NUL separated, in files) and a list of problems; exit 1 on any problem.
if ! node - "$DOCKERFILE" "$TMP" >"$PLAN" <<'NODE'
const fs = require("node:fs");
const [file, tmp] = process.argv.slice(2);
// Join continuation lines, drop comments and blanks.
const logical = [];
let acc = "";
for (const raw of fs.readFileSync(file, "utf8").split("\n")) {
  const line = raw.trim();
  if (!acc && (line === "" || line.startsWith("#"))) continue;
  if (acc && line.startsWith("#")) continue;
  if (line.endsWith("\\")) { acc += line.slice(0, -1) + " "; continue; }
  logical.push((acc + line).trim());
  acc = "";
}
if (acc) logical.push(acc.trim());
const instr = logical.map((l) => { const m = /^(\S+)\s*(.*)$/.exec(l); return { op: m[1].toUpperCase(), args: m[2] }; });

const problems = [];
const froms = instr.map((x, i) => [x, i]).filter(([x]) => x.op === "FROM");
const last = froms[froms.length - 1];
const m = last && /^(\S+)\s+AS\s+(\S+)$/i.exec(last[0].args);
if (!m || m[2] !== "runtime") problems.push("the last stage (the default build target) must be `FROM <image> AS runtime`");
else if (!/^node:22-bookworm-slim$/.test(m[1])) problems.push(`runtime stage image is ${m[1]}, expected node:22-bookworm-slim`);
const stage = last ? instr.slice(last[1] + 1) : [];

const env = {};
for (const x of stage.filter((x) => x.op === "ENV")) {
  for (const tok of x.args.split(/\s+/)) {
    const eq = tok.indexOf("=");
    if (eq < 1) { problems.push(`unsupported ENV form: ENV ${x.args}`); break; }
    env[tok.slice(0, eq)] = tok.slice(eq + 1);
  }
}
const want = { NODE_ENV: "production", DATABASE_URL: "file:/app/data/app.db", PORT: "3000" };
for (const [k, v] of Object.entries(want)) if (env[k] !== v) problems.push(`runtime stage must set ENV ${k}=${v} (has ${env[k] ?? "nothing"})`);

const one = (op, args) => stage.some((x) => x.op === op && x.args === args);
if (!one("WORKDIR", "/app")) problems.push("runtime stage must have WORKDIR /app");
if (!one("USER", "node")) problems.push("runtime stage must have USER node");
if (!one("VOLUME", "/app/data")) problems.push("runtime stage must have VOLUME /app/data");
if (!one("EXPOSE", "3000")) problems.push("runtime stage must have EXPOSE 3000");

const runs = stage.filter((x) => x.op === "RUN");
const npmCi = runs.filter((x) => /(^|&&|;)\s*npm ci --omit=dev\s*(&&|;|$)/.test(x.args));
if (npmCi.length !== 1) problems.push("runtime stage must run `npm ci --omit=dev` exactly once");
const otherInstalls = runs.filter((x) => /\bnpm (ci|install|i)\b/.test(x.args.replace(/npm ci --omit=dev/g, "")));
if (otherInstalls.length) problems.push("runtime stage installs packages other than with `npm ci --omit=dev`; the replay would not match");

function execForm(op, text) {
  try {
    const argv = JSON.parse(text);
    if (Array.isArray(argv) && argv.length && argv.every((a) => typeof a === "string")) return argv;
  } catch {}
  problems.push(`${op} must be in exec (JSON array) form`);
  return [];
}
const cmds = stage.filter((x) => x.op === "CMD");
if (cmds.length !== 1) problems.push("runtime stage must have exactly one CMD");
const cmd = cmds.length ? execForm("CMD", cmds[0].args) : [];
if (cmd.length && cmd.join(" ") !== "node node_modules/@remix-run/serve/dist/cli.js build/index.js")
  problems.push(`CMD is ${JSON.stringify(cmd)}; the replay expects node node_modules/@remix-run/serve/dist/cli.js build/index.js`);
const hcs = stage.filter((x) => x.op === "HEALTHCHECK");
let health = [];
if (hcs.length !== 1) problems.push("runtime stage must have exactly one HEALTHCHECK");
else {
  const hm = /^(?:--\S+\s+)*CMD\s+(.*)$/.exec(hcs[0].args);
  if (!hm) problems.push("HEALTHCHECK must be `HEALTHCHECK [options] CMD [...]`");
  else health = execForm("HEALTHCHECK", hm[1]);
  if (health.length && !health.join(" ").includes("/healthz")) problems.push("HEALTHCHECK does not probe /healthz");
  if (health.length && health[0] !== "node") problems.push("HEALTHCHECK must use node (the slim image has no curl)");
}

const copies = [];
for (const x of stage.filter((x) => x.op === "COPY" || x.op === "ADD")) {
  if (x.op === "ADD") { problems.push(`use COPY, not ADD: ADD ${x.args}`); continue; }
  const words = x.args.split(/\s+/);
  let from = null;
  while (words[0]?.startsWith("--")) {
    const flag = words.shift();
    if (flag.startsWith("--from=")) from = flag.slice(7);
    else if (!/^--(chown|chmod)=/.test(flag)) problems.push(`unsupported COPY flag: ${flag}`);
  }
  if (words.length < 2 || words[0].startsWith("[") || words.some((w) => /[*?[]/.test(w))) {
    problems.push(`unsupported COPY form (plain paths only, no JSON form or globs): COPY ${x.args}`);
    continue;
  }
  const dest = words.pop();
  for (let src of words) {
    if (from === "build") {
      if (!src.startsWith("/app/")) { problems.push(`COPY --from=build source outside /app: ${src}`); continue; }
      src = src.slice(5);
    } else if (from !== null) { problems.push(`COPY --from=${from} is not replayable`); continue; }
    src = src.replace(/^\.\//, "").replace(/\/$/, "");
    if (!src || src.startsWith("/") || src.split("/").includes("..")) { problems.push(`unsupported COPY source: ${src}`); continue; }
    copies.push([src, dest, from ?? "context"]);
  }
}
if (!copies.some(([s]) => s === "build")) problems.push("runtime stage does not copy build/");

if (problems.length) {
  for (const p of problems) console.error(`Dockerfile: ${p}`);
  process.exit(1);
}
fs.writeFileSync(`${tmp}/cmd.argv`, cmd.map((a) => a + "\0").join(""));
fs.writeFileSync(`${tmp}/health.argv`, health.map((a) => a + "\0").join(""));
for (const [src, dest, from] of copies) console.log(`COPY\t${src}\t${dest}\t${from}`);
NODE
then
  fail "the Dockerfile's runtime stage does not match what this replay checks (see above)"
fi
log "Dockerfile runtime stage checked: npm ci --omit=dev, ENV, USER node, VOLUME, CMD, HEALTHCHECK"

mapfile -d '' CMD_ARGV <"$TMP/cmd.argv"
mapfile -d '' HEALTH_ARGV <"$TMP/health.argv"

# COPY <src> <dest> relative to WORKDIR /app, with Docker's semantics: a directory's contents go
# into dest; a file goes into dest/ when dest ends in /, else becomes dest.
while IFS=$'\t' read -r _ src dest from; do
  [[ -e "$ROOT/$src" ]] || fail "COPY source $src ($from) is missing in $ROOT"
  case "$dest" in
    /app) target="$APP" ;;
    /app/*) target="$APP/${dest#/app/}" ;;
    /*) fail "COPY destination outside /app: $dest" ;;
    *) target="$APP/${dest#./}" ;;
  esac
  target="${target%/}"
  if [[ -d "$ROOT/$src" ]]; then
    mkdir -p "$target"
    cp -a "$ROOT/$src/." "$target/"
  elif [[ "$dest" == */ ]]; then
    mkdir -p "$target"
    cp -a "$ROOT/$src" "$target/"
  else
    mkdir -p "$(dirname "$target")"
    cp -a "$ROOT/$src" "$target"
  fi
  if [[ "$from" == build ]]; then log "COPY --from=build /app/$src -> $dest"; else log "COPY $src -> $dest"; fi
done < <(grep -P '^COPY\t' "$PLAN")
rm -rf "$APP/data"
mkdir -p "$APP/data"

# ---- 2. npm ci --omit=dev ------------------------------------------------------------------------
log "npm ci --omit=dev in $APP"
# better-sqlite3 installs with prebuild-install, which a real image build downloads from GitHub;
# this machine reaches only the npm registry, so without help it compiles SQLite again (60-90 s of
# CPU). The binary the project's own `npm ci` made for this Node is offered as that download, in
# the file name prebuild-install looks for; its install script runs exactly as in the image.
PREBUILDS="$TMP/prebuilds"
SQLITE_NODE="$ROOT/node_modules/better-sqlite3/build/Release/better_sqlite3.node"
if [[ -f "$SQLITE_NODE" ]]; then
  mkdir -p "$PREBUILDS/stage/build/Release"
  cp "$SQLITE_NODE" "$PREBUILDS/stage/build/Release/"
  SQLITE_VERSION="$(node -p 'require(process.argv[1]).version' "$ROOT/node_modules/better-sqlite3/package.json")"
  PREBUILD_NAME="better-sqlite3-v$SQLITE_VERSION-node-v$(node -p process.versions.modules)-$(node -p 'process.platform + "-" + process.arch').tar.gz"
  tar -czf "$PREBUILDS/$PREBUILD_NAME" -C "$PREBUILDS/stage" build
  # prebuild-install reads its settings from a .prebuild-installrc in any folder above the
  # package; this one sits beside the app folder, so the app itself is as the image has it.
  printf 'local-prebuilds=%s\n' "$PREBUILDS" >"$TMP/.prebuild-installrc"
  log "better-sqlite3: the local build offered as its prebuilt download ($PREBUILD_NAME)"
fi
# npm's "added N packages in 56s" reads in CI's log like a runner's closing line that counted no
# test: it is printed as "added N packages (56s)".
(cd "$APP" && NODE_ENV=production npm ci --omit=dev --no-audit --no-fund 2>&1 |
  sed -E 's/^(added [0-9]+ packages?.*) in ([0-9.]+m?s?)$/\1 (\2)/') ||
  fail "npm ci --omit=dev failed in the runtime stage replay"
[[ -f "$APP/${CMD_ARGV[1]}" ]] || fail "${CMD_ARGV[1]} (CMD) is not installed by npm ci --omit=dev"

# ---- 3. start the CMD ----------------------------------------------------------------------------
PORT="$(node -e 'const s=require("node:net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
SERVER_LOG="$TMP/server.log"
NODE_BIN="$(command -v node)"
RUN_AS=()
NOBODY=(setpriv --reuid=nobody --regid="$(id -g nobody 2>/dev/null || echo 65534)" --clear-groups --)
if [[ $EUID -eq 0 ]] && command -v setpriv >/dev/null && "${NOBODY[@]}" "$NODE_BIN" -e 0 2>/dev/null; then
  # The image runs as `node` with only /app/data writable: nobody, with only data/ writable.
  # setpriv execs (no forking wrapper), so SIGTERM goes straight to the server.
  chmod 755 "$TMP"
  chmod -R a+rX "$APP"
  chown -R nobody "$APP/data"
  RUN_AS=("${NOBODY[@]}")
  run_user=nobody
else
  run_user="$(id -un)"
fi
# A clean environment, like the container's: nothing from this shell (TEST_DATABASE_URL, APP_ENV
# from the e2e config, ...) leaks in.
# The server refuses to start without a real session secret, as `docker run -e SESSION_SECRET=` gives.
REPLAY_SECRET="$("$NODE_BIN" -e 'process.stdout.write(require("node:crypto").randomBytes(32).toString("hex"))')"
SERVER_ENV=(env -i "PATH=$(dirname "$NODE_BIN"):/usr/local/bin:/usr/bin:/bin" "HOME=$TMP" "TMPDIR=/tmp"
  NODE_ENV=production "PORT=$PORT" HOST=127.0.0.1 "DATABASE_URL=file:$APP/data/app.db"
  "SESSION_SECRET=$REPLAY_SECRET")
log "starting as $run_user in $APP: ${CMD_ARGV[*]} (PORT=$PORT)"
cd "$APP"
"${RUN_AS[@]}" "${SERVER_ENV[@]}" "${CMD_ARGV[@]}" >"$SERVER_LOG" 2>&1 &
SERVER_PID=$!

# ---- 4. HEALTHCHECK, then GET / ------------------------------------------------------------------
deadline=$((SECONDS + HEALTH_TIMEOUT_S))
until "${RUN_AS[@]}" "${SERVER_ENV[@]}" "${HEALTH_ARGV[@]}" >/dev/null 2>&1; do
  kill -0 "$SERVER_PID" 2>/dev/null || { wait "$SERVER_PID" && rc=0 || rc=$?; SERVER_PID=""; fail "the server exited with status $rc before it was healthy"; }
  ((SECONDS < deadline)) || fail "the HEALTHCHECK command did not pass within ${HEALTH_TIMEOUT_S}s (GET /healthz)"
  sleep 1
done
log "HEALTHCHECK passes (GET /healthz = 200) after ~$((SECONDS - deadline + HEALTH_TIMEOUT_S))s"

status="$(PORT="$PORT" node -e '
  fetch(`http://127.0.0.1:${process.env.PORT}/`, { redirect: "manual", signal: AbortSignal.timeout(15000) })
    .then((r) => console.log(r.status), (e) => console.log(`error: ${e.cause?.message ?? e.message}`))')"
[[ "$status" == 200 ]] || fail "GET / answered $status, expected 200"
log "GET / = 200"
[[ -f "$APP/data/app.db" ]] || fail "no SQLite database at $APP/data/app.db (DATABASE_URL ignored?)"

# ---- 5. graceful shutdown ------------------------------------------------------------------------
log "SIGTERM"
start=$SECONDS
kill -TERM "$SERVER_PID"
while kill -0 "$SERVER_PID" 2>/dev/null; do
  ((SECONDS - start < SHUTDOWN_TIMEOUT_S)) || fail "the server did not exit within ${SHUTDOWN_TIMEOUT_S}s of SIGTERM"
  sleep 0.2
done
wait "$SERVER_PID" && rc=0 || rc=$?
SERVER_PID=""
((rc == 0)) || fail "the server exited with status $rc after SIGTERM, expected 0"
! grep -q "forced exit" "$SERVER_LOG" || fail "the server only exited through its forced-exit timer"
log "server exited with status 0 within $((SECONDS - start))s of SIGTERM"

# ---- 6. the operator command the Dockerfile documents (tsx from the production install) ------
mkdir -p "$TMP/home"
[[ ${#RUN_AS[@]} -eq 0 ]] || chown nobody "$TMP/home"
out="$("${RUN_AS[@]}" "${SERVER_ENV[@]}" "HOME=$TMP/home" npm_config_update_notifier=false npm run --silent db:migrate 2>&1)" ||
  fail "npm run db:migrate failed in the runtime stage: $out"
log "npm run db:migrate: $out"
log "OK: the Dockerfile's runtime stage replays cleanly"
