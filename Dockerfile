# syntax=docker/dockerfile:1
# Pustak's image: the client built in one stage, a runtime with production dependencies only.
#
#   docker build -t pustak .
#   docker run --init -p 3000:3000 -v pustak-data:/data -e AUTH_SECRET=… pustak
#
# BASE is the official Node.js 20 image; a host without a registry passes a local one
# (container/local/make-base.sh, used by `npm run test:container`).
ARG BASE=docker.io/library/node:20-bookworm-slim

# Production dependencies only, from the lockfile alone, so this layer stays cached until the
# lockfile changes. --legacy-peer-deps leaves out the optional peers that npm otherwise installs
# with them (the auth library names vitest, vite and drizzle-kit): 339 → 262 MB of modules, and
# exactly the packages the lockfile marks devOptional.
FROM ${BASE} AS deps
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci --omit=dev --legacy-peer-deps

# Every dependency, dev ones included: the client build needs Vite.
FROM ${BASE} AS build
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false NPM_CONFIG_FUND=false NPM_CONFIG_AUDIT=false
COPY package.json package-lock.json ./
RUN --mount=type=cache,target=/root/.npm npm ci
COPY . .
RUN npm run build

FROM ${BASE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
# The code stays root's and read-only to the shop's user; only /data is written.
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/package-lock.json /app/tsconfig.json ./
COPY --from=build /app/dist ./dist
COPY --from=build /app/scripts ./scripts
COPY --from=build /app/src/server ./src/server
COPY --from=build /app/src/shared ./src/shared
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# The server stops accepting on SIGTERM, finishes the requests in flight, then exits. Run it with
# an init (`docker run --init`, `init: true` in compose.yaml) so that Node is not PID 1.
STOPSIGNAL SIGTERM
CMD ["node", "scripts/start.mjs"]
