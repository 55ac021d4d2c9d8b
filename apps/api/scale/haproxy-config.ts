/**
 * The load balancer of the scaled stack: HAProxy from Debian, round robin over the api replicas, routing only
 * to replicas whose readiness check passes. A request refused by a replica that is shutting down (connection
 * refused, or Fastify's 503 while closing) is retried on another one; nothing that reached a handler is.
 */
export interface HaproxyOptions {
  port: number;
  apiPorts: number[];
}

export function haproxyConfig({ port, apiPorts }: HaproxyOptions): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  timeout http-request 10s
  # A readiness answer can take a while on a busy machine (argon2 sign-ins): slow is not down.
  timeout check 3s
  retries 3
  option redispatch
  # Only failures that prove the request never ran: no connection, or the replica's "closing" 503.
  retry-on conn-failure 503
  option http-buffer-request

frontend shop
  bind 127.0.0.1:${port}
  # The api trusts this hop (TRUST_PROXY) and takes the client's address from X-Forwarded-For.
  option forwardfor
  default_backend api

backend api
  balance roundrobin
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
  # Which replica answered: the scaled test shows sessions moving between replicas with it.
  http-response set-header X-Served-By %s
${apiPorts.map((apiPort, index) => `  server api${index + 1} 127.0.0.1:${apiPort} check`).join('\n')}
`;
}
