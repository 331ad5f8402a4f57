/**
 * The HAProxy configuration of `npm run start:cluster` (scripts/cluster.ts): one front door, the
 * Tribuna servers behind it in turn.
 *   - the server with the fewest open connections takes the next visitor (HAProxy's advice for
 *     long-lived ones: a visitor's join and live stream would otherwise alternate, piling every
 *     stream onto one server); each server's health (GET /api/v1/health, which asks the database)
 *     checked every 3 s and given 10 s to answer, one that fails three times in a row left out until
 *     it answers twice (a server busy on sale day answers slowly, it is not down);
 *   - a cookie keeps a browser on the server it first reached (its sign-in, its chart's stream); a
 *     client that sends `tribuna_server=<name>` is served by that server (the journeys pin browsers
 *     so);
 *   - every answer names its server in `x-tribuna-server`;
 *   - X-Forwarded-For carries the visitor's address (the servers trust it from this proxy only:
 *     TRUST_PROXY);
 *   - live streams (server-sent events) stay open: an answer may pause up to `timeout server` (the
 *     streams' heartbeat is 20 s), and upgraded connections (WebSockets) live an hour.
 */
export interface ClusterServer {
  /** The server's name, in the cookie and in `x-tribuna-server`. */
  name: string;
  host: string;
  port: number;
}

export const SERVER_COOKIE = 'tribuna_server';
export const SERVER_HEADER = 'x-tribuna-server';

export function haproxyConfig(options: { bind: string; servers: ClusterServer[] }): string {
  if (options.servers.length === 0) throw new Error('The cluster needs at least one server.');
  for (const server of options.servers)
    if (!/^[a-z0-9-]+$/.test(server.name)) throw new Error(`Unusable server name: ${server.name}`);
  return [
    'global',
    // Without a `maxconn`, HAProxy allows as many connections as the open files limit lets it.
    '  hard-stop-after 10s',
    '',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  timeout connect 5s',
    '  timeout client 65s',
    '  timeout server 65s',
    '  timeout http-request 30s',
    '  timeout http-keep-alive 10s',
    '  timeout tunnel 1h',
    '  timeout client-fin 5s',
    '',
    'frontend tribuna',
    `  bind ${options.bind}`,
    '  default_backend servers',
    '',
    'backend servers',
    '  balance leastconn',
    `  cookie ${SERVER_COOKIE} insert indirect nocache httponly attr SameSite=Lax`,
    '  option httpchk',
    '  http-check send meth GET uri /api/v1/health',
    '  http-check expect status 200',
    '  timeout check 10s',
    '  default-server inter 3s fall 3 rise 2',
    `  http-response set-header ${SERVER_HEADER} %[srv_name]`,
    ...options.servers.map(
      (server) => `  server ${server.name} ${server.host}:${server.port} check cookie ${server.name}`,
    ),
    '',
  ].join('\n');
}
