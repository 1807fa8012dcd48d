import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { translate } from '@portal/i18n';
import type { ErrorEnvelope } from '@portal/contracts';
import { AppError, codeForStatus, type ErrorIssue } from './errors.js';
import { toIssue } from './zod-issues.js';

/** Writes every failure as the spec's envelope with a localised message and the request's log id. */
export function installErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    const appError = toAppError(err, req);
    if (appError.status >= 500) req.log.error({ err, logId: req.id }, 'request failed');
    else req.log.info({ code: appError.code, status: appError.status, logId: req.id }, 'request refused');
    return sendError(req, reply, appError);
  });

  app.setNotFoundHandler((req, reply) => {
    if (req.url === '/api' || req.url.startsWith('/api/')) {
      return sendError(req, reply, new AppError('ROUTE_NOT_FOUND'));
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
}

export function sendError(req: FastifyRequest, reply: FastifyReply, err: AppError) {
  const body: ErrorEnvelope = {
    success: false,
    code: err.code,
    message: translate(req.lang, err.messageKey ?? `error.${err.code}`, err.params),
    logId: String(req.id),
  };
  if (err.extra.issues) body.issues = err.extra.issues.map((i) => ({ path: i.path, message: translate(req.lang, i.message, i.params) }));
  if (err.extra.retryAfter) {
    body.retryAfter = err.extra.retryAfter;
    reply.header('retry-after', String(err.extra.retryAfter));
  }
  // Serialised here rather than through the route's schema: the envelope is the same everywhere.
  return reply.code(err.status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}

function toAppError(err: FastifyError | AppError, req: FastifyRequest): AppError {
  if (err instanceof AppError) return err;
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues: ErrorIssue[] = err.validation.map((v) => toIssue(v as never, err.validationContext));
    const first = issues[0];
    return new AppError('VALIDATION', first?.message, first?.params, { issues });
  }
  if (isResponseSerializationError(err as never)) {
    req.log.error({ err, cause: (err as { cause?: unknown }).cause }, 'response did not match its schema');
    return new AppError('INTERNAL');
  }
  const status = (err as FastifyError).statusCode;
  if (status === 429) {
    const retryAfter = Number((err as { retryAfter?: number }).retryAfter) || 60;
    return new AppError('TOO_MANY_REQUESTS', undefined, { seconds: retryAfter }, { retryAfter });
  }
  if (status && status >= 400 && status < 500) return new AppError(codeForStatus(status));
  return new AppError('INTERNAL');
}
