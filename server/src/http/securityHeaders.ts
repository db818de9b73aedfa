// The headers every answer carries (API, static panel files, index.html, errors and 404s), set in
// one onSend hook so no route or static file can forget them.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The panel's Content-Security-Policy. Scripts only from the panel's own origin (the build has no
 * inline script); styles also inline because antd's CSS-in-JS injects <style> elements at run time;
 * images also as data: URIs (antd icons, wallet logos) and from the picture hosts configured
 * (PICTURE_HOSTS, over https): a picture anywhere else (a feedback screenshot's address, say) is never
 * fetched, so no outsider learns when administrators look; nothing may frame the panel, no plugins,
 * no <base> rewriting, forms post only to the panel.
 */
export function contentSecurityPolicy(pictureHosts: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data:", ...pictureHosts.map((host) => `https://${host}`)].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/** The policy with no picture host configured. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** Umi's hashed build outputs, e.g. umi.3f2a9c1b.js or p__news__index.0a1b2c3d.async.js: their name changes with their content. */
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(?:async\.)?(?:js|css)$|\.[0-9a-f]{8,}\.chunk\.(?:js|css)$/;

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** How long a browser or CDN may keep this answer. */
function cacheControlFor(request: FastifyRequest, reply: FastifyReply): string {
  const pathname = (request.url.split('?')[0] ?? '').toLowerCase();
  // API answers hold session-bound data: never stored, by the browser or any proxy.
  if (pathname.startsWith('/api/')) return 'no-store';
  if (reply.statusCode === 200 && HASHED_ASSET.test(pathname)) return IMMUTABLE_CACHE;
  // index.html and unhashed files (favicon) are revalidated on every load, so a new build is seen at once.
  return 'no-cache';
}

async function securityHeadersPlugin(app: FastifyInstance, options: { pictureHosts?: readonly string[] }) {
  const headers = { ...SECURITY_HEADERS, 'content-security-policy': contentSecurityPolicy(options.pictureHosts) };
  app.addHook('onSend', async (request, reply, payload) => {
    for (const [name, value] of Object.entries(headers)) reply.header(name, value);
    reply.header('cache-control', cacheControlFor(request, reply));
    return payload;
  });
}

export default fp(securityHeadersPlugin, { name: 'security-headers' });
