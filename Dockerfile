# syntax=docker/dockerfile:1
# One image for the API and the gateway (same workspace, same lockfile); `--target api` or
# `--target gateway` picks what runs. Stages: deps (pnpm install), build (front ends + their
# first published versions), runtime (node --import tsx, as in development: see docs/adr/004).

FROM node:20-bookworm-slim AS base
ENV CI=true PNPM_HOME=/pnpm PATH=/pnpm:$PATH
# corepack's pnpm fails signature checks on this Node line (TOOLCHAIN.md); install the pinned one.
RUN npm install -g pnpm@10.34.9 && pnpm --version
WORKDIR /app

FROM base AS deps
# The lockfile alone decides what is downloaded, so this layer survives source edits.
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc ./
RUN pnpm fetch
COPY . .
RUN pnpm install --frozen-lockfile --offline

FROM deps AS build
# Shell + five remotes (webpack), then publish each remote's build as its first version, so a fresh
# volume mounted at /app/.deploy starts with a working registry.
RUN pnpm -r --workspace-concurrency=2 --filter ./shell --filter "./mf-*" run build \
 && pnpm --filter @mp/api-gateway run remote deploy-all --no-build

FROM base AS runtime
ENV NODE_ENV=production
COPY --from=build --chown=node:node /app /app
USER node

FROM runtime AS api
WORKDIR /app/api
ENV API_HOST=0.0.0.0 API_PORT=3000
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.API_PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "src/server.ts"]

FROM runtime AS gateway
WORKDIR /app/api-gateway
ENV HOST=0.0.0.0 PORT=8080
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||8080)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "--import", "tsx", "src/server.ts"]
