import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/**
 * Query parameters that carry secrets: reset, impersonation and sign-in tokens, OAuth codes, Google
 * sign-up tickets. Pages such as /company/reset-password?token=… are requested from the server too.
 */
const SECRET_PARAMS = /([?&;](?:[\w-]*token|code|googleId|ticket|secret|password|signature|sig)=)[^&#\s"'<>]*/gi;
export const REDACTED = '[redacted]';

/** The URL (or any text holding URLs) with the values of secret query parameters replaced. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, `$1${REDACTED}`);
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      serializers: {
        // Replaces Fastify's request serializer (same fields) so logged URLs carry no secrets.
        req: (req: LoggedRequest) => ({
          method: req.method,
          url: req.url && redactUrl(req.url),
          host: req.host,
          remoteAddress: req.ip,
          remotePort: req.socket?.remotePort,
        }),
      },
      formatters: {
        // Error reports log the request URL as `url`.
        log: (object) => (typeof object.url === 'string' ? { ...object, url: redactUrl(object.url) } : object),
      },
    },
    destination,
  );
}
