import type { Readable, Writable } from 'node:stream';
import type { z } from 'zod';
import { LANGUAGES } from '@portal/contracts';
import { translate, type Language } from '@portal/i18n';
import { AppError } from '../http/errors.js';
import type { Actor } from '../http/actor.js';
import { toIssue } from '../http/zod-issues.js';
import { readXlsx, writeXlsx, type ImportResult } from './excel.js';

type Cell = string | number | boolean | null | undefined;
export type RowOutcome = 'created' | 'updated' | { issues: z.core.$ZodIssue[] };

export interface SpreadsheetSpec<T, F extends string> {
  /** i18n key of the sheet name. */
  sheet: string;
  /** Columns in order; each header is the localised label `field.<name>` unless `labels` says otherwise. */
  fields: readonly F[];
  labels?: Partial<Record<F, string>>;
  cell: (row: T, field: F) => Cell;
  /** Creates or updates the record of one row; returns the contract's issues for a bad row. */
  importRow: (actor: Actor, values: Partial<Record<F, string>>) => Promise<RowOutcome>;
}

/**
 * Excel export, template and import for one kind of record. Headers are localised field labels and
 * are recognised in all four languages (and by field name), so a file exported in Chinese imports
 * in English. Import goes row by row: a bad row is reported with each problem and its column, the
 * other rows still import.
 */
export function createSpreadsheet<T, F extends string>(spec: SpreadsheetSpec<T, F>) {
  const label = (key: F) => spec.labels?.[key] ?? `field.${key}`;
  const columns = (lang: Language) =>
    spec.fields.map((key) => ({ key, header: translate(lang, label(key)), value: (row: T) => spec.cell(row, key) }));

  const headerToKey = new Map<string, string>();
  for (const lang of LANGUAGES) for (const key of spec.fields) headerToKey.set(translate(lang, label(key)), key);
  for (const key of spec.fields) headerToKey.set(key.toLowerCase(), key);

  function describe(lang: Language, issues: z.core.$ZodIssue[]) {
    return issues
      .map((raw) => {
        const issue = toIssue(raw as never);
        const column = (spec.fields as readonly string[]).includes(issue.path) ? translate(lang, label(issue.path as F)) : issue.path;
        return `${column}: ${translate(lang, issue.message, issue.params)}`;
      })
      .join('; ');
  }

  return {
    export: (out: Writable, lang: Language, rows: AsyncIterable<T[]>) => writeXlsx(out, translate(lang, spec.sheet), columns(lang), rows),

    template: (out: Writable, lang: Language) =>
      writeXlsx(out, translate(lang, spec.sheet), columns(lang), (async function* () {})()),

    async import(actor: Actor, input: Readable, lang: Language): Promise<ImportResult> {
      const rows = await readXlsx(input, headerToKey);
      const result: ImportResult = { created: 0, updated: 0, failed: 0, errors: [] };
      const fail = (row: number, message: string) => {
        result.failed++;
        result.errors.push({ path: String(row), message: translate(lang, 'validation.import.row', { row, message }) });
      };
      for (const { row, values } of rows) {
        try {
          const outcome = await spec.importRow(actor, values as Partial<Record<F, string>>);
          if (outcome === 'created') result.created++;
          else if (outcome === 'updated') result.updated++;
          else fail(row, describe(lang, outcome.issues));
        } catch (err) {
          if (!(err instanceof AppError)) throw err;
          fail(row, translate(lang, err.messageKey ?? `error.${err.code}`, err.params));
        }
      }
      return result;
    },
  };
}
export type Spreadsheet = ReturnType<typeof createSpreadsheet>;
