# syntax=docker/dockerfile:1
# One image for the API (`node backend/dist/main.js`, the default) and the worker
# (`node backend/dist/worker.js`). Used by docker-compose.yml. Not built on the machine
# this project is developed on (it has no Docker engine): see README.

############################ build ############################
FROM node:20-bookworm-slim AS build

# better-sqlite3 compiles from source when no prebuilt binary fits: python3, make, g++,
# and Node's headers, which this image has under /usr/local/include/node.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
ENV npm_config_nodedir=/usr/local

WORKDIR /app

# Manifests first: the dependency layer stays cached until one of them changes.
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY storefront/package.json storefront/
COPY backoffice/package.json backoffice/
COPY common/package.json common/
COPY test/package.json test/
RUN npm ci --no-audit --no-fund

COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

########################### runtime ###########################
FROM node:20-bookworm-slim AS runtime

# HOST 0.0.0.0: inside a container the published port reaches the app only on every interface.
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data

WORKDIR /app

# Production dependencies (better-sqlite3 compiled above for this same base image), the
# compiled shared package (@bazaar/common, linked from node_modules), the compiled backend and the built front ends (served from /app/storefront/dist and
# /app/backoffice/dist, relative to backend/dist).
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/common/package.json ./common/
COPY --from=build /app/common/dist ./common/dist
COPY --from=build /app/backend/package.json ./backend/
COPY --from=build /app/backend/dist ./backend/dist
COPY --from=build /app/backend/assets ./backend/assets
COPY --from=build /app/storefront/package.json ./storefront/
COPY --from=build /app/storefront/dist ./storefront/dist
COPY --from=build /app/backoffice/package.json ./backoffice/
COPY --from=build /app/backoffice/dist ./backoffice/dist

# DATA_DIR: identity.sqlite (credentials, refresh tokens), keys.sqlite (the personal-data
# keys), the secrets (unique-keys.secret, payment-sandbox.secret, jwt.secret without
# JWT_SECRET), uploads/ and images/, and events.sqlite and read-models.sqlite when no
# EVENTSTORE_URL or MONGO_URL is set (README, DATA_DIR). Mount a volume here.
RUN mkdir -p /data && chown node:node /data
USER node

EXPOSE 3000
CMD ["node", "backend/dist/main.js"]
