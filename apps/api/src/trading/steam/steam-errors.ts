/**
 * Steam's ways of saying no, in the port's terms (`TradeErrorKind`, port.ts), shared by both
 * implementations so they fail alike: an EResult (an `x-eresult` header, `strError: "... (n)"`, a library
 * error's `eresult`) or an HTTP status.
 */
import { TradeError } from './port.ts';

const EResult = { Fail: 2, AccessDenied: 15, Timeout: 16, ServiceUnavailable: 20, LimitExceeded: 25, Revoked: 26, RateLimitExceeded: 84 } as const;

export function tradeErrorForEResult(eresult: number, message: string, httpStatus?: number): TradeError {
  const details = { eresult, ...(httpStatus ? { httpStatus } : {}) };
  switch (eresult) {
    case EResult.LimitExceeded:
    case EResult.RateLimitExceeded:
      return new TradeError('rate_limited', message, details);
    case EResult.Fail:
    case EResult.Timeout:
    case EResult.ServiceUnavailable:
      return new TradeError('unavailable', message, details);
    case EResult.Revoked:
      return new TradeError('items_unavailable', message, details);
    case EResult.AccessDenied:
      return new TradeError('partner_unreachable', message, details);
    default:
      return new TradeError('refused', message, details);
  }
}

export function tradeErrorForHttp(status: number, message: string, retryAfter?: string | null): TradeError {
  if (status === 429) {
    const seconds = Number(retryAfter);
    return new TradeError('rate_limited', message, { httpStatus: status, ...(retryAfter && Number.isFinite(seconds) ? { retryAfterMs: seconds * 1000 } : {}) });
  }
  if (status === 401 || status === 403) return new TradeError('not_logged_in', message, { httpStatus: status });
  if (status >= 500 || status === 408) return new TradeError('unavailable', message, { httpStatus: status });
  return new TradeError('refused', message, { httpStatus: status });
}

/** The EResult at the end of Steam's error sentences: "There was an error sending your trade offer. (26)". */
export function eresultInText(text: string): number | null {
  const match = /\((\d+)\)\s*$/.exec(text);
  return match ? Number(match[1]) : null;
}

const NETWORK_CODES = new Set(['ETIMEDOUT', 'ESOCKETTIMEDOUT', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
const NOT_YET = /^(Malformed|Data temporarily unavailable|Invalid API response|Unknown response)/;

/** The libraries' errors: `eresult` when Steam gave one, "HTTP error n", "Not Logged In", socket codes. */
export function tradeErrorFromLibrary(error: Error & { eresult?: number | string; code?: string | number }): TradeError {
  if (error instanceof TradeError) return error;
  const message = error.message;
  if (error.eresult !== undefined && Number.isFinite(Number(error.eresult))) return tradeErrorForEResult(Number(error.eresult), message);
  if (message === 'Not Logged In') return new TradeError('not_logged_in', message);
  const http = /HTTP error (\d{3})/.exec(message);
  if (http) return tradeErrorForHttp(Number(http[1]), message);
  if (typeof error.code === 'string' && NETWORK_CODES.has(error.code)) return new TradeError('unavailable', `Steam did not answer: ${error.code}`);
  if (NOT_YET.test(message)) return new TradeError('unavailable', message);
  if (message === 'No matching offer found') return new TradeError('not_found', message);
  if (message === 'This profile is private.') return new TradeError('partner_unreachable', message);
  return new TradeError('refused', message);
}
