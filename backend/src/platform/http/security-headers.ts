import { NestFastifyApplication } from '@nestjs/platform-fastify';

/**
 * The storefront and back office are Vite builds: scripts only from this origin, no inline
 * script. MUI/emotion inject <style> elements at run time, hence 'unsafe-inline' for styles
 * only. Swagger UI's images are data: URIs. No framing by anyone (clickjacking).
 * No upgrade-insecure-requests: a plain-http local or compose run would break; HSTS covers
 * production behind TLS.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()';

/** The same headers on every answer (built once: the hook only copies them). */
export function securityHeaders(options: { production: boolean }): Record<string, string> {
  return {
    'content-security-policy': CONTENT_SECURITY_POLICY,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    // Only in production: a browser that saw HSTS on localhost would refuse plain http there for a year.
    ...(options.production ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Security headers on every response, and `Cache-Control: no-store` on every API answer
 * unless a route says otherwise (the cached public reads do): tokens, personal data and
 * admin lists never rest in a shared or browser cache by default.
 */
export function registerSecurityHeaders(app: NestFastifyApplication, options: { production: boolean; apiPrefix: string }): void {
  const headers = securityHeaders(options);
  const api = `/${options.apiPrefix}/`;
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      reply.headers(headers);
      if (request.url.startsWith(api)) reply.header('cache-control', 'no-store');
      done();
    });
}
