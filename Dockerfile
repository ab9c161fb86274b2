# The reference server as partners run it: compiled (dist-server/), production packages only, as
# a non-root user, with a health check. `--target edge` builds the nginx in front of it (Debian's
# nginx with the widget bundle and deploy/nginx.conf). compose.yaml runs both, as the topology
# test (tests/topology) does on one machine. The server runs in production (RX_MODE unset): it
# refuses to start without an https RX_PUBLIC_URL and an identity (see README "Deploying").

FROM node:24-slim AS build
WORKDIR /app
# npm workspaces: the root (the widget library, whose browser packages are bundled into dist/ and
# so are build-time only) and server/ (the reference server and its runtime packages).
COPY package.json package-lock.json ./
COPY server/package.json ./server/
RUN npm ci --no-audit --no-fund
COPY . .
# What stays is the server package's production dependencies (the widget library declares none).
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:24-slim AS server
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4300
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/server/package.json ./server/package.json
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist-server ./dist-server
COPY --from=build /app/config ./config
COPY --from=build /app/dist ./dist
COPY --from=build /app/cdn ./cdn
COPY --from=build /app/dist-demo ./dist-demo
COPY --from=build /app/demo ./demo
COPY --from=build /app/scripts/serve.mjs ./scripts/serve.mjs
COPY --from=build /app/scripts/lib/server-command.mjs ./scripts/lib/server-command.mjs
USER node
EXPOSE 4300
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4300) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node itself is PID 1 and gets SIGTERM: readiness turns 503, requests finish, sockets reconnect elsewhere.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "dist-server/main.js"]

FROM debian:bookworm-slim AS edge
RUN apt-get update -qq && apt-get install -y -qq --no-install-recommends nginx-light libnginx-mod-http-brotli-static && rm -rf /var/lib/apt/lists/* \
    && mkdir -p /tmp/nginx && chown www-data:www-data /tmp/nginx
COPY --from=build /app/dist /srv/rx-widgets/dist
COPY --from=build /app/cdn /srv/rx-widgets/cdn
COPY deploy/nginx.conf deploy/render-nginx-origins.sh deploy/edge-healthcheck.sh /etc/rx-widgets/
USER www-data
EXPOSE 8080
# bash: Debian's sh (dash) has no /dev/tcp. nginx answers /edge-healthz itself (204).
HEALTHCHECK --interval=10s --timeout=3s CMD ["bash", "/etc/rx-widgets/edge-healthcheck.sh"]
STOPSIGNAL SIGQUIT
# The partner origins come from RX_ALLOWED_ORIGINS at each start; a malformed one stops the start.
CMD ["sh", "-c", "mkdir -p /tmp/nginx && sh /etc/rx-widgets/render-nginx-origins.sh > /tmp/nginx/allowed-origins.conf && exec nginx -p /tmp/nginx -c /etc/rx-widgets/nginx.conf"]
