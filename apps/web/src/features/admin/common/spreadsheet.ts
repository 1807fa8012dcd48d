import type { ImportResult } from '@portal/api-client';
import { call } from '@/shared/api/errors';
import type { ImportConfig } from '@/shared/resource-table';

type MultipartCall = (options: { body: never }) => Promise<{ data?: { data: ImportResult } | undefined; error?: unknown }>;

/**
 * The import route of a list takes the file as multipart/form-data: the generated function has no
 * body type for it, but forwards `body` to axios, which sends FormData as multipart.
 */
export const uploadSpreadsheet = (send: MultipartCall) => (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return call(send({ body: form as never }));
};

/** Import configuration of the resource table: the upload plus the template download. */
export const spreadsheetImporter = (send: MultipartCall, template: () => Promise<void>): ImportConfig => ({
  run: uploadSpreadsheet(send),
  template,
});
