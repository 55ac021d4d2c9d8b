/**
 * One log line per request instead of Fastify's two ("incoming request" on arrival, "request completed"
 * at the end): the pair cost ~3% of a catalogue request. The one line, written when the answer has gone
 * out, carries what the arrival line had (method, url, remote address) next to the status and time.
 * Every other line Fastify writes (errors, 404s, stream errors) is unchanged.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';

export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // Folded into requestCompleted.
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
