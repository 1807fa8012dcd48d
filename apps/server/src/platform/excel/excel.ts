import ExcelJS from 'exceljs';
import type { Readable, Writable } from 'node:stream';
import { AppError, type ErrorIssue } from '../http/errors.js';
import { LIMITS } from '@portal/contracts';

export interface Column<T> {
  /** Header text (already localised) and the field it maps to. */
  header: string;
  key: string;
  width?: number;
  value: (row: T) => string | number | boolean | null | undefined;
}

/**
 * Streams rows into an .xlsx written to `out`: rows are committed one by one, so an export of
 * many thousand users never sits in memory as a workbook.
 */
export async function writeXlsx<T>(out: Writable, sheet: string, columns: Column<T>[], rows: AsyncIterable<T[]>) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const ws = wb.addWorksheet(sheet);
  ws.columns = columns.map((c) => ({ header: c.header, key: c.key, width: c.width ?? 18 }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  for await (const batch of rows) {
    for (const row of batch) {
      ws.addRow(Object.fromEntries(columns.map((c) => [c.key, c.value(row) ?? null]))).commit();
    }
  }
  ws.commit();
  await wb.commit();
}

export interface ParsedRow {
  /** 1-based row number in the sheet, for error messages. */
  row: number;
  values: Record<string, string>;
}

const XLSX_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * Reads the first sheet of an uploaded .xlsx with a header row. Headers are matched to keys by
 * the localised header text or by the key itself, so a template in any language imports.
 */
export async function readXlsx(input: Readable, headerToKey: Map<string, string>): Promise<ParsedRow[]> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of input) {
    size += chunk.length;
    if (size > LIMITS.importMaxBytes) throw new AppError('PAYLOAD_TOO_LARGE');
    chunks.push(chunk as Buffer);
  }
  const buf = Buffer.concat(chunks);
  if (buf.length < 4 || !buf.subarray(0, 4).equals(XLSX_MAGIC)) throw new AppError('VALIDATION', 'validation.import.notExcel');
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buf as unknown as ArrayBuffer);
  } catch {
    throw new AppError('VALIDATION', 'validation.import.notExcel');
  }
  const ws = wb.worksheets[0];
  if (!ws) throw new AppError('VALIDATION', 'validation.import.empty');
  const keys: (string | null)[] = [];
  ws.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => {
    const text = cellText(cell.value).trim();
    keys[col] = headerToKey.get(text) ?? headerToKey.get(text.toLowerCase()) ?? null;
  });
  const rows: ParsedRow[] = [];
  ws.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Record<string, string> = {};
    row.eachCell({ includeEmpty: false }, (cell, col) => {
      const key = keys[col];
      if (key) values[key] = cellText(cell.value).trim();
    });
    if (Object.values(values).some((v) => v !== '')) rows.push({ row: rowNumber, values });
  });
  if (!rows.length) throw new AppError('VALIDATION', 'validation.import.empty');
  if (rows.length > LIMITS.importMaxRows) throw new AppError('VALIDATION', 'validation.import.tooManyRows');
  return rows;
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return String(value.result ?? '');
    if ('hyperlink' in value) return String((value as { hyperlink: string }).hyperlink);
  }
  return String(value);
}

export interface ImportResult {
  created: number;
  updated: number;
  failed: number;
  errors: ErrorIssue[];
}
