FROM node:20-bookworm-slim
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/core/package.json packages/core/
COPY packages/db/package.json packages/db/
COPY packages/storage/package.json packages/storage/
COPY packages/ticket-files/package.json packages/ticket-files/
COPY packages/competition-fake/package.json packages/competition-fake/
COPY packages/payment-providers/package.json packages/payment-providers/
COPY packages/slip-verifier-fake/package.json packages/slip-verifier-fake/
COPY packages/oauth-fake/package.json packages/oauth-fake/
COPY api/package.json api/
COPY worker/package.json worker/
COPY fan-web/package.json fan-web/
COPY admin-web/package.json admin-web/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build
ENV NODE_ENV=production PORT=8080
# The site and API; Prometheus metrics (keep private).
EXPOSE 8080 9464
# `npm start` without npm: npm dies of SIGTERM at once, while node stops gracefully (README, Several processes).
CMD ["node", "--import", "tsx", "scripts/serve.ts"]
