import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyRequest {
    /** `publicOrigin(request, config)`: the storefront's origin for what answers this request. */
    readonly publicOrigin: string;
  }
}

/** A host as a browser sends it: a name or an address, and a port (anything else is never echoed). */
const plainHost = /^(?:[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin of the storefront as the caller reached it, for what answers the request: the payment
 * form and its return address, links in e-mails it sends, the countdowns' own links. It is
 * PUBLIC_URL when that is set (always in production); otherwise the request's own origin (its
 * Host, or X-Forwarded-Host and -Proto when TRUST_PROXY trusts the proxy, as Fastify reads them),
 * so a developer's shop works at localhost, 127.0.0.1 or a LAN address alike. A host that is not a
 * plain name or address falls back to PUBLIC_URL's default.
 */
export function publicOrigin(
  request: Pick<FastifyRequest, 'host' | 'protocol'>,
  config: Pick<Config, 'publicUrl' | 'publicUrlFromRequest'>,
): string {
  if (!config.publicUrlFromRequest) return config.publicUrl;
  const host = request.host;
  if (!host || !plainHost.test(host)) return config.publicUrl;
  // As a browser writes the origin: lower case, without the scheme's default port.
  return new URL(`${request.protocol === 'https' ? 'https' : 'http'}://${host}`).origin;
}

/**
 * A link into the shop at `publicUrl` (PUBLIC_URL's default, as the demo data's countdowns were
 * made) rebased on `origin`, the one the visitor is on. Links elsewhere stay as they are.
 */
export function rebaseOwnLink(link: string, publicUrl: string, origin: string): string {
  if (origin === publicUrl) return link;
  const own = link === publicUrl || /^[/?#]/.test(link.slice(publicUrl.length));
  return link.startsWith(publicUrl) && own ? origin + link.slice(publicUrl.length) : link;
}

/** `request.publicOrigin` for every route. */
export function registerPublicOrigin(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl' | 'publicUrlFromRequest'>,
) {
  app.decorateRequest('publicOrigin', {
    getter(this: FastifyRequest) {
      return publicOrigin(this, config);
    },
  });
}
