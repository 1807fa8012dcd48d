import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { importResult, type FeatureCode } from '@portal/contracts';
import type { Language } from '@portal/i18n';
import type { Writable, Readable } from 'node:stream';
import type { ImportResult } from '../excel/excel.js';
import { defineRoute } from './route.js';
import { actorOf, type Actor } from './actor.js';
import { XLSX_TYPE, sendGenerated, uploadedFile } from './download.js';

interface SheetIO<T> {
  export(out: Writable, lang: Language, rows: AsyncIterable<T[]>): Promise<void>;
  template(out: Writable, lang: Language): Promise<void>;
  import(actor: Actor, input: Readable, lang: Language): Promise<ImportResult>;
}

/**
 * The three Excel routes of a list: `GET <base>/export` (what the list's filter selects),
 * `GET <base>/import-template` and `POST <base>/import` (multipart .xlsx). Operation ids are
 * `export<Nouns>`, `get<Noun>ImportTemplate` and `import<Nouns>`.
 */
export function defineSpreadsheetRoutes<T, Q extends z.ZodType>(
  app: FastifyInstance,
  opts: {
    base: string; plural: string; singular: string; file: string; tags: string[];
    view: FeatureCode; manage: FeatureCode; sheet: SheetIO<T>;
    query: Q; rows: (query: z.output<Q>) => Promise<AsyncIterable<T[]>>;
  },
) {
  const { base, plural, singular, file, tags, sheet } = opts;
  defineRoute(app, {
    method: 'GET', url: `${base}/export`, feature: opts.view, operationId: `export${plural}`, tags,
    summary: `All ${plural.toLowerCase()} the filter selects, as .xlsx`, query: opts.query, response: 'raw',
    handler: async ({ query, reply, lang }) => {
      const rows = await opts.rows(query as z.output<Q>);
      sendGenerated(reply, `${file}.xlsx`, XLSX_TYPE, (out) => sheet.export(out, lang, rows));
    },
  });
  defineRoute(app, {
    method: 'GET', url: `${base}/import-template`, feature: opts.manage, operationId: `get${singular}ImportTemplate`, tags,
    summary: 'Empty .xlsx with the import columns', response: 'raw',
    handler: async ({ reply, lang }) => {
      sendGenerated(reply, `${file}-template.xlsx`, XLSX_TYPE, (out) => sheet.template(out, lang));
    },
  });
  defineRoute(app, {
    method: 'POST', url: `${base}/import`, feature: opts.manage, operationId: `import${plural}`, tags,
    summary: `Import ${plural.toLowerCase()} from .xlsx (new ones are created, existing ones updated)`,
    consumes: ['multipart/form-data'], response: importResult,
    handler: async (ctx) => sheet.import(actorOf(ctx), (await uploadedFile(ctx.req)).file, ctx.lang),
  });
}
