# syntax=docker/dockerfile:1
# Arena Esportes storefront: the production server over a build made in the image.
#   docker build -t arena-esportes .            (STORE_VARIANT, CATALOG_SIZE and GATSBY_* as --build-arg)
#   docker run -p 9000:9000 -v arena-data:/app/data -v arena-builds:/app/builds arena-esportes
# compose.yaml runs it behind Caddy with TLS on https://localhost. docs/operations.md#container.

ARG NODE_IMAGE=node:20.20-bookworm-slim

# 1. Dependencies, with the toolchain better-sqlite3 compiles with when no prebuilt binary fits.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# 2. The build: the database seeded, the static site (public/, .cache/) and dist/server/main.js.
FROM deps AS build
ARG STORE_VARIANT=consumer
ARG CATALOG_SIZE=600
ARG SITE_URL=https://localhost
ARG COMMERCE_BACKEND=embedded
ENV STORE_VARIANT=${STORE_VARIANT} CATALOG_SIZE=${CATALOG_SIZE} SITE_URL=${SITE_URL} COMMERCE_BACKEND=${COMMERCE_BACKEND} \
    DATA_DIR=/app/data GATSBY_TELEMETRY_DISABLED=1
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

# 3. The runtime: no compiler, no development packages, not root; tini forwards SIGTERM so the server drains.
FROM ${NODE_IMAGE} AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=9000 DATA_DIR=/app/data BUILDS_DIR=/app/builds \
    PUBLIC_DIR=/app/public GATSBY_CACHE_DIR=/app/.cache GATSBY_TELEMETRY_DISABLED=1
COPY --from=build --chown=node:node /app/package.json /app/package-lock.json /app/gatsby-config.ts /app/gatsby-node.ts /app/gatsby-browser.tsx /app/gatsby-ssr.tsx /app/tsconfig.json ./
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/dist ./dist
COPY --from=build --chown=node:node /app/src ./src
COPY --from=build --chown=node:node /app/content ./content
COPY --from=build --chown=node:node /app/static ./static
COPY --from=build --chown=node:node /app/cms-schemas ./cms-schemas
COPY --from=build --chown=node:node /app/public ./public
COPY --from=build --chown=node:node /app/.cache ./.cache
# The database the build read: a new named volume starts as this copy (pages and data agree).
COPY --from=build --chown=node:node /app/data ./data
RUN mkdir -p /app/builds && chown node:node /app/builds
USER node
VOLUME ["/app/data", "/app/builds"]
EXPOSE 9000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||9000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/bin/tini", "--"]
# npm start's serve step (npm run serve), run by node itself: no build at start, and npm never stands between the signal and the server.
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
