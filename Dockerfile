# Production image of the api, the worker and the database setup step, plus the sandbox for the compose file's
# development profile; the web app is built here and served by nginx in the `web` target.
# Build context: the repository root. Targets: `app` (default in docker-compose.yml) and `web`.

# ---- every dependency, for building
FROM node:20-bookworm-slim AS deps
WORKDIR /app
# Manifests first, so a code change does not reinstall dependencies.
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY prisma/package.json prisma/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/sandbox/package.json apps/sandbox/
RUN npm ci --no-audit --no-fund --ignore-scripts

# ---- the build: Prisma client, the web app (apps/web/dist) and the server bundles (dist/, esbuild)
FROM deps AS build
COPY . .
RUN npm run db:generate && npm run build

# ---- production dependencies only: no tsx, esbuild, vite, vitest or eslint at run time
FROM node:20-bookworm-slim AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY prisma/package.json prisma/
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/sandbox/package.json apps/sandbox/
RUN npm ci --omit=dev --no-audit --no-fund --ignore-scripts && npm cache clean --force

# ---- what runs: plain node on the built files, as the unprivileged `node` user
FROM node:20-bookworm-slim AS app
ENV NODE_ENV=production
WORKDIR /app
COPY --from=prod-deps --chown=root:root /app/node_modules ./node_modules
COPY --from=prod-deps /app/package.json ./
COPY --from=build /app/dist ./dist
# Files the bundles read at run time, at their places in the repository layout (scripts/build-server.mjs).
COPY --from=build /app/prisma/schema.prisma ./prisma/schema.prisma
COPY --from=build /app/prisma/migrations ./prisma/migrations
COPY --from=build /app/prisma/seed/data ./prisma/seed/data
COPY --from=build /app/apps/web/dist ./apps/web/dist
# The sandbox's (the compose development profile runs it from this image); the api reads none of them.
COPY --from=build /app/apps/sandbox/src/paysage/dev-signing-key.pem /app/apps/sandbox/src/paysage/widget-client.js ./apps/sandbox/src/paysage/
USER node
EXPOSE 3000
# A 64 MB young generation: most of a request's objects die young, and the default (16 MB) collects them
# far more often (what it buys: docs/bench-catalogue.md).
CMD ["node", "--max-semi-space-size=64", "dist/server.js"]

FROM nginx:1.27-alpine AS web
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/apps/web/dist /usr/share/nginx/html
EXPOSE 80
