# syntax=docker/dockerfile:1
# Every service's image: identity, each domain service and the gateway, named by two build arguments. Build from the
# repository root:
#   docker build -f deploy/service.Dockerfile --build-arg SERVICE=planning --build-arg PORT=4302 \
#     -t familyhub/planning:<version> .
# (the gateway: SERVICE=gateway PORT=4200). Runs the service compiled to one file by esbuild
# (scripts/lib/build-services.mjs), as `npm start` does: plain node, no TypeScript loader at run time (ADR 0015).
# DATABASE_URL (PostgreSQL) and the secrets come from the environment (compose.yaml, deploy/k8s/). Pin the base by
# digest in your registry mirror.

# The service's folder under services/ and the port it listens on (its servicePort in the domain catalogue).
ARG SERVICE
ARG PORT

# 1. Every workspace's package.json, so the install layer is reused until a manifest changes.
FROM node:20.20.2-bookworm-slim AS manifests
WORKDIR /src
COPY . .
RUN mkdir /manifests \
 && find . -name package.json -not -path '*/node_modules/*' -print0 | tar --null -cf - -T - | tar -xf - -C /manifests

# 2. The compiled service: the workspace libraries are compiled in, npm packages stay require()s of node_modules.
#    Every dependency is installed here (esbuild is a development one). npm install, not npm ci: the lockfile lacks
#    other platforms' optional binaries (../shared/TOOLCHAIN.md pitfall 2).
FROM node:20.20.2-bookworm-slim AS build
ARG SERVICE
ARG PORT
RUN test -n "$SERVICE" && test -n "$PORT" || { echo 'build with --build-arg SERVICE=<name> --build-arg PORT=<port>' >&2; exit 1; }
WORKDIR /src
COPY --from=manifests /manifests/ ./
COPY package-lock.json ./
RUN npm install --ignore-scripts --no-audit --no-fund
COPY tsconfig.base.json ./
COPY scripts/lib/build-services.mjs scripts/lib/build-services.mjs
COPY libs/contracts libs/contracts
COPY libs/server-kit libs/server-kit
COPY services/${SERVICE} services/${SERVICE}
# The gateway has no migrations: an empty folder lets the runtime stage copy one path for every service.
RUN mkdir -p services/${SERVICE}/src/migrations
RUN node scripts/lib/build-services.mjs ${SERVICE}

# 3. Production dependencies only: the packages the compiled service require()s.
FROM node:20.20.2-bookworm-slim AS deps
WORKDIR /app
COPY --from=manifests /manifests/ ./
COPY package-lock.json ./
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund \
 && npm cache clean --force

# 4. The runtime: code owned by root and read-only to the service's user; only /data is writable.
#    HOST, METRICS_HOST and FAMILYHUB_APPS_DIR are the gateway's (its listener, its /metrics listener on 4290, no
#    pages of its own: the frontends image serves them); the other services read SERVICE_HOST and serve /metrics on PORT.
FROM node:20.20.2-bookworm-slim AS runtime
ARG SERVICE
ARG PORT
ENV NODE_ENV=production \
    SERVICE_HOST=0.0.0.0 \
    HOST=0.0.0.0 \
    PORT=${PORT} \
    FAMILYHUB_DATA_DIR=/data \
    LOG_FORMAT=json \
    MALLOC_ARENA_MAX=2 \
    METRICS_HOST=0.0.0.0 \
    FAMILYHUB_APPS_DIR=""
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY package.json ./
COPY --from=build /src/dist/services/${SERVICE} dist/services/${SERVICE}
# What the compiled service reads beside its sources at run time: its migrations.
COPY --from=build /src/services/${SERVICE}/src/migrations services/${SERVICE}/src/migrations
# One entry whatever the service (an exec-form CMD takes no build argument); node runs the file the link names.
RUN ln -s dist/services/${SERVICE}/main.cjs main.cjs \
 && mkdir -p /data/files && chown -R node:node /data
USER node
EXPOSE ${PORT}
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "main.cjs"]
