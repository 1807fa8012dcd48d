import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Streams a generated file to the client; the writer fills the stream while it is being sent. */
export function sendGenerated(reply: FastifyReply, filename: string, type: string, write: (out: Writable) => Promise<void>) {
  const out = new PassThrough();
  write(out).catch((err) => {
    reply.log.error({ err }, 'file generation failed');
    out.destroy(err as Error);
  });
  const encoded = encodeURIComponent(filename);
  return reply
    .type(type)
    .header('content-disposition', `attachment; filename="${encoded}"; filename*=UTF-8''${encoded}`)
    .send(out);
}

/** The one uploaded file of a multipart request, as a stream. */
export async function uploadedFile(req: FastifyRequest) {
  if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  const file = await req.file();
  if (!file) throw new AppError('VALIDATION', 'validation.import.notExcel');
  return file;
}
