# One image for the api, the worker, the sandbox and the migrate/seed step; the web app is built here
# and served by nginx in the `web` target. Build context: the repository root.

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

FROM deps AS source
COPY . .
RUN npm run db:generate

FROM source AS web-build
RUN npm run build

FROM source AS app
ENV NODE_ENV=production
EXPOSE 3000
CMD ["node", "--import", "tsx", "apps/api/src/server.ts"]

FROM nginx:1.27-alpine AS web
COPY docker/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=web-build /app/apps/web/dist /usr/share/nginx/html
EXPOSE 80
