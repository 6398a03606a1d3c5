# The production server (docs/operations.md): the same build `npm run build && npm start` makes.
# Build stage: every dependency, then the client and the server build.
FROM node:20-bookworm-slim AS build
WORKDIR /shop
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime stage: the production dependencies alone, the build, a user without rights.
# The heap is sized to the container (docs/operations.md#memory): V8 sizes its own from the
# machine's memory, not the container's limit, and grows it lazily under load (to ~2.7 GB), so a
# container with a 512 MB limit is killed. Old space at three quarters of the limit leaves room
# for the young generation, code, buffers and the rendered pictures: for another limit, set
# NODE_OPTIONS="--max-old-space-size=<0.75 × limit in MB>" when running the image.
FROM node:20-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080
ENV NODE_OPTIONS="--max-old-space-size=384"
WORKDIR /shop
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force
COPY --from=build /shop/dist ./dist
USER node
EXPOSE 8080
# Liveness: the process answers; readiness (backends) is /readyz, for the orchestrator.
HEALTHCHECK --interval=30s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# `node` itself, not npm: SIGTERM reaches the server, which finishes its requests and exits.
CMD ["node", "dist/server/main.js"]
