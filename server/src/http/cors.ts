// CORS for a panel served from another origin (a CDN): only the origins in PANEL_ORIGINS, never a
// reflection of any origin and never `*`. The panel sends a bearer token, so no credentials mode.
import fastifyCors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** What the panel sends beyond the simple headers (Last-Event-ID: the live stream resuming after a drop). */
const CORS_ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key', 'Last-Event-ID'];
/** What the panel reads from an answer: the wait after throttling, an export's file name, the live events a change wrote. */
const CORS_EXPOSED_HEADERS = ['Retry-After', 'Content-Disposition', 'Change-Ids'];
/** The methods of the API (docs/openapi.json). */
const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'DELETE'];
/** Two hours, the longest Chromium keeps a preflight: one preflight per address and method per session. */
const CORS_MAX_AGE_SECONDS = 7200;

async function corsPlugin(app: FastifyInstance, options: { panelOrigins: string[] }) {
  // Without PANEL_ORIGINS the panel is on the server's own origin: no CORS at all, as before.
  if (!options.panelOrigins.length) return;
  const allowed = new Set(options.panelOrigins);
  await app.register(fastifyCors, {
    // A listed origin is echoed back alone; any other gets no CORS header, and its preflight a 404.
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: CORS_METHODS,
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
    maxAge: CORS_MAX_AGE_SECONDS,
    credentials: false,
    strictPreflight: true,
  });
}

export default fp(corsPlugin, { name: 'panel-cors' });
