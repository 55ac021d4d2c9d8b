/**
 * One log line per request instead of Fastify's two ("incoming request" on arrival, "request completed"
 * at the end): the pair cost ~3% of a catalogue request. The one line, written when the answer has gone
 * out, carries what the arrival line had (method, url, remote address) next to the status and time.
 * Every other line Fastify writes (errors, 404s, stream errors) is unchanged.
 *
 * The line skips pino's redaction pass: its ~100 wildcard paths (packages/shared/src/log-redaction.ts)
 * walked every line and were ~8% of a catalogue request's CPU, yet this line's shape is fixed and holds
 * no secret: `req` is the logger's request serializer's (ours has no headers and replaces secret query
 * values), `res` is the status code. Lines that carry anything else (errors, what code logs) are still
 * redacted.
 *
 * Its shape being fixed, the line is also put together here, from the pieces pino itself would join
 * (level, time, bindings, end of line), and handed to the logger's stream: pino's generic walk over the
 * fields and its safe stringifier were ~5 µs of every request (issue 15). The result is byte for byte
 * what `logger.info({ reqId, req, res, responseTime }, 'request completed')` writes (request-log.test);
 * a logger configured in a way this does not reproduce (formatters, mixins, hooks, a metadata-hungry
 * stream) gets exactly that call instead.
 */
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';
import pino, { type Logger } from 'pino';

const MESSAGE = 'request completed';
/** pino's own symbols; its typings leave some out (msgPrefixSym, needsMetadataGsym). */
const sym = pino.symbols as unknown as Record<
  | 'lsCacheSym'
  | 'timeSym'
  | 'chindingsSym'
  | 'streamSym'
  | 'endSym'
  | 'serializersSym'
  | 'formattersSym'
  | 'mixinSym'
  | 'hooksSym'
  | 'messageKeySym'
  | 'nestedKeySym'
  | 'msgPrefixSym'
  | 'needsMetadataGsym',
  symbol
>;

/** What accessLine joins, taken from a pino logger once. */
interface LinePieces {
  levelLine: string;
  time: () => string;
  bindings: string;
  end: string;
  req: (request: FastifyRequest) => unknown;
  res: (reply: FastifyReply) => unknown;
  stream: { write(line: string): unknown };
}

const pieces = new WeakMap<FastifyBaseLogger, LinePieces | null>();

/** The pieces, or null when the logger is not on pino's defaults for everything else the line touches. */
function piecesOf(root: FastifyBaseLogger): LinePieces | null {
  let known = pieces.get(root);
  if (known === undefined) {
    const logger = root as unknown as Record<symbol, Record<PropertyKey, unknown> | undefined> & { levels?: { values?: Record<string, number> } };
    const at = (key: keyof typeof sym) => logger[sym[key]];
    const [levelLine, time, bindings, end, stream] = [at('lsCacheSym')?.[30], at('timeSym'), at('chindingsSym'), at('endSym'), at('streamSym')];
    const { req, res } = at('serializersSym') ?? {};
    const plain =
      typeof levelLine === 'string' &&
      typeof time === 'function' &&
      typeof bindings === 'string' &&
      typeof end === 'string' &&
      typeof stream?.write === 'function' &&
      stream[sym.needsMetadataGsym] !== true &&
      typeof req === 'function' &&
      typeof res === 'function' &&
      logger.levels?.values?.info === 30 &&
      at('formattersSym')?.log === undefined &&
      !at('mixinSym') &&
      !at('hooksSym')?.streamWrite &&
      (at('messageKeySym') as unknown) === 'msg' &&
      !at('nestedKeySym') &&
      !at('msgPrefixSym');
    known = plain
      ? {
          levelLine,
          time: (time as () => string).bind(root),
          bindings,
          end,
          req: req as LinePieces['req'],
          res: res as LinePieces['res'],
          stream: stream as unknown as LinePieces['stream'],
        }
      : null;
    pieces.set(root, known);
  }
  return known;
}

/** One unredacted child per root logger; serializers (req, res) are inherited. */
const accessLoggers = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

function accessLoggerOf(root: FastifyBaseLogger): FastifyBaseLogger {
  let logger = accessLoggers.get(root);
  if (!logger) {
    logger = root.child({}, { redact: [] } as Parameters<FastifyBaseLogger['child']>[1]);
    accessLoggers.set(root, logger);
  }
  return logger;
}

/**
 * The access line of a completed request, exactly as pino would write it (see the module comment), or
 * null for a logger configured in a way this does not reproduce.
 */
export function accessLine(root: FastifyBaseLogger, request: FastifyRequest, reply: FastifyReply): string | null {
  const line = piecesOf(root);
  return line && joinLine(line, request, reply);
}

function joinLine(line: LinePieces, request: FastifyRequest, reply: FastifyReply): string {
  const time = Number.isFinite(reply.elapsedTime) ? reply.elapsedTime : null;
  return `${line.levelLine}${line.time()}${line.bindings},"reqId":${JSON.stringify(request.id)},"req":${JSON.stringify(line.req(request))},"res":${JSON.stringify(line.res(reply))},"responseTime":${time},"msg":"${MESSAGE}"${line.end}`;
}

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // Folded into requestCompleted.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      reply.log.error({ req: request, res: reply, responseTime: reply.elapsedTime, err: error }, 'request errored');
      return;
    }
    const root = request.server.log;
    if (!(root as FastifyBaseLogger & Pick<Logger, 'isLevelEnabled'>).isLevelEnabled('info')) return;
    const line = piecesOf(root);
    if (line) line.stream.write(joinLine(line, request, reply));
    // reqId as the request's own child logger would bind it.
    else accessLoggerOf(root).info({ reqId: request.id, req: request, res: reply, responseTime: reply.elapsedTime }, MESSAGE);
  }
}
