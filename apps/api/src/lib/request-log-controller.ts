/**
 * One log line per request instead of Fastify's two ("incoming request" on arrival, "request completed"
 * at the end): the line written when the answer has gone out carries what the arrival line had (method,
 * url, remote address: the `req` serializer's) next to the status and time. It is logged like any other
 * line, so pino redacts it as it redacts every line. Every other line Fastify writes (errors, 404s,
 * stream errors) is unchanged.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // Folded into requestCompleted.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (error) reply.log.error({ req: request, res: reply, responseTime: reply.elapsedTime, err: error }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
