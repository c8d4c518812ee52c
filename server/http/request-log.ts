import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

/**
 * One log line per answered request, at info (so the default LOG_LEVEL=warn prints none), instead of Fastify's
 * 'incoming request' and 'request completed' pair: method, path, status and time, readable on a terminal.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const ms = Math.round(reply.elapsedTime);
    const line = `${request.method} ${request.url} ${reply.statusCode} ${ms} ms`;
    if (error) reply.log.error({ err: error, statusCode: reply.statusCode, ms }, line);
    else reply.log.info({ statusCode: reply.statusCode, ms }, line);
  }
}
