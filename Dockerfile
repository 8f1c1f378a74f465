# Production image: remix-serve serving the built app, SQLite in the /app/data volume by default
# (set DATABASE_URL=postgres://... to use PostgreSQL). Migrations run inside the server on start.
#
# Node: the image uses Node 22 LTS. CI (.ci/run) tests on Node 20, which the project's machines
# run; the code runs on both (package.json engines: >=20.9.0).
#
# scripts/replay-runtime-stage.sh replays the `runtime` stage on a machine without Docker (it reads
# this file: the runtime stage's COPY sources, its `npm ci --omit=dev`, ENV, CMD and HEALTHCHECK).
# Keep COPY lines in the runtime stage in the plain `COPY [--from=build] <src>... <dest>` form.
#
# Build and run:
#   docker build -t gigpartners .
#   docker run -p 3000:3000 -v gigpartners-data:/app/data \
#     -e APP_ENV=production -e APP_URL=https://example.org -e SESSION_SECRET=<long random> \
#     gigpartners

# ---- deps: every dependency, dev ones included, to build the app ----------------------------
FROM node:22-bookworm-slim AS deps
WORKDIR /app
# Build tools for better-sqlite3 when no prebuilt binary matches (other CPU, libc or Node ABI).
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 make g++ \
    && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json .npmrc ./
# npm ci's postinstall applies patches/ (patch-package; docs/decisions/016-route-matching-cache.md).
COPY patches ./patches
RUN npm ci

# ---- build: server build in build/, browser assets in public/build/ --------------------------
FROM deps AS build
COPY . .
RUN npm run build

# ---- runtime: production dependencies only, non-root ----------------------------------------
FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production
# The server's heap limits (scripts/lib/server-node-options.mjs says why).
ENV NODE_OPTIONS="--max-old-space-size=128 --max-semi-space-size=8"
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY patches ./patches
# The build tools are only there while `npm ci` runs (better-sqlite3 may compile); the same layer
# removes them again.
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 make g++ \
    && npm ci --omit=dev \
    && npm cache clean --force \
    && apt-get purge -y --auto-remove python3 make g++ \
    && rm -rf /var/lib/apt/lists/* /root/.npm /tmp/*
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
# Source and tsconfig for the operator commands (tsx is a production dependency):
#   docker exec <container> npm run db:migrate    |    docker exec <container> npm run db:seed
COPY --from=build /app/app ./app
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/tsconfig.json ./
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME /app/data
# Production sites also set APP_ENV=production, APP_URL and SESSION_SECRET (the server refuses to
# start without a secret of at least 32 characters, whatever APP_ENV says).
ENV DATABASE_URL=file:/app/data/app.db PORT=3000
EXPOSE 3000
# No curl in the slim image: Node's fetch. 200 when the database answers, 503 otherwise.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
    CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.status === 200 ? 0 : 1), () => process.exit(1))"]
# Node itself is PID 1 (no npm/npx wrapper), so SIGTERM from `docker stop` reaches the server,
# which stops taking connections, lets in-flight requests finish and exits.
CMD ["node", "node_modules/@remix-run/serve/dist/cli.js", "build/index.js"]
