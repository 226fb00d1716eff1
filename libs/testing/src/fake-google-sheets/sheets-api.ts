import { formatRange } from './a1-range.js';
import { GoogleApiError } from './google-api-error.js';
import {
  appendValues,
  applyWrite,
  clearRange,
  planWrite,
  readValues,
  resolveRange,
  toCellValues,
  type FakeSpreadsheet,
} from './sheet-grid.js';

/** One Sheets v4 call, routed: which operation, on which spreadsheet, with which range. */
export type SheetsCall = {
  operation:
    | 'get'
    | 'batchUpdate'
    | 'values.batchGet'
    | 'values.batchUpdate'
    | 'values.batchClear'
    | 'values.get'
    | 'values.update'
    | 'values.append'
    | 'values.clear';
  spreadsheet: FakeSpreadsheet;
  range: string;
  query: URLSearchParams;
  body: Record<string, unknown>;
};

type Json = Record<string, unknown>;

function requireRaw(option: unknown): void {
  if (option === 'RAW') return;
  if (option === 'USER_ENTERED')
    throw GoogleApiError.invalid(
      'The fake Google Sheets server refuses valueInputOption USER_ENTERED: Tessera writes RAW, so text is never read as a formula.',
    );
  throw GoogleApiError.invalid(
    typeof option === 'string'
      ? `Invalid value at 'value_input_option' (${option})`
      : "'valueInputOption' is required but not specified",
  );
}

function checkReadOptions(query: URLSearchParams): void {
  const render = query.get('valueRenderOption');
  if (render !== null && !['FORMATTED_VALUE', 'UNFORMATTED_VALUE', 'FORMULA'].includes(render))
    throw GoogleApiError.invalid(`Invalid value at 'value_render_option' (${render})`);
  const dimension = query.get('majorDimension');
  if (dimension !== null && dimension !== 'ROWS')
    throw GoogleApiError.invalid(
      `The fake Google Sheets server reads majorDimension ROWS only, not ${dimension}.`,
    );
}

function valueRange(spreadsheet: FakeSpreadsheet, text: string): Json {
  const { sheet, bounds } = resolveRange(spreadsheet, text);
  const values = readValues(sheet, bounds);
  const range = formatRange(sheet.title, bounds);
  // Google leaves `values` out when the range is empty.
  return values.length > 0
    ? { range, majorDimension: 'ROWS', values }
    : { range, majorDimension: 'ROWS' };
}

function metadata(spreadsheet: FakeSpreadsheet, fields: string | null): Json {
  const full: Json = {
    spreadsheetId: spreadsheet.id,
    properties: {
      title: spreadsheet.title,
      locale: 'en_US',
      autoRecalc: 'ON_CHANGE',
      timeZone: 'Etc/GMT',
    },
    sheets: spreadsheet.sheets.map((sheet, index) => ({
      properties: {
        sheetId: sheet.sheetId,
        title: sheet.title,
        index,
        sheetType: 'GRID',
        gridProperties: { rowCount: sheet.rowCount, columnCount: sheet.columnCount },
      },
    })),
    spreadsheetUrl: `https://docs.google.com/spreadsheets/d/${spreadsheet.id}/edit`,
  };
  if (!fields) return full;
  // A loose field mask: keeps the top-level fields it names (sub-selections are not applied).
  let mask = fields;
  while (/\([^()]*\)/.test(mask)) mask = mask.replace(/\([^()]*\)/g, '');
  const keep = new Set(mask.split(',').map((field) => field.trim().split('.')[0]));
  return Object.fromEntries(Object.entries(full).filter(([key]) => keep.has(key)));
}

function appendDimensions(spreadsheet: FakeSpreadsheet, requests: unknown): Json {
  if (!Array.isArray(requests))
    throw GoogleApiError.invalid('Invalid JSON payload: requests must be a list.');
  const plans = requests.map((request: unknown, i) => {
    const append = (
      request as { appendDimension?: { sheetId?: number; dimension?: string; length?: number } }
    ).appendDimension;
    if (!append)
      throw GoogleApiError.invalid(
        `Invalid requests[${i}]: the fake Google Sheets server supports appendDimension only.`,
      );
    const sheet = spreadsheet.sheets.find(
      (candidate) => candidate.sheetId === (append.sheetId ?? 0),
    );
    if (!sheet)
      throw GoogleApiError.invalid(
        `Invalid requests[${i}].appendDimension: No grid with id: ${append.sheetId}`,
      );
    if (append.dimension !== 'ROWS' && append.dimension !== 'COLUMNS')
      throw GoogleApiError.invalid(
        `Invalid requests[${i}].appendDimension: dimension must be ROWS or COLUMNS.`,
      );
    if (!append.length || append.length < 1)
      throw GoogleApiError.invalid(
        `Invalid requests[${i}].appendDimension: length must be at least 1.`,
      );
    return { sheet, dimension: append.dimension, length: append.length };
  });
  for (const { sheet, dimension, length } of plans)
    if (dimension === 'ROWS') sheet.rowCount += length;
    else sheet.columnCount += length;
  return { spreadsheetId: spreadsheet.id, replies: plans.map(() => ({})) };
}

export function callSheetsApi(call: SheetsCall): Json {
  const { spreadsheet, range, query, body } = call;
  const spreadsheetId = spreadsheet.id;
  switch (call.operation) {
    case 'get':
      return metadata(spreadsheet, query.get('fields'));
    case 'batchUpdate':
      return appendDimensions(spreadsheet, body['requests']);
    case 'values.get':
      checkReadOptions(query);
      return valueRange(spreadsheet, range);
    case 'values.batchGet':
      checkReadOptions(query);
      return {
        spreadsheetId,
        valueRanges: query.getAll('ranges').map((text) => valueRange(spreadsheet, text)),
      };
    case 'values.update': {
      requireRaw(query.get('valueInputOption'));
      const write = planWrite(
        resolveRange(spreadsheet, range),
        range,
        toCellValues(body['values']),
      );
      const done = applyWrite(write);
      return {
        spreadsheetId,
        updatedRange: done.updatedRange,
        updatedRows: done.rows,
        updatedColumns: done.columns,
        updatedCells: done.cells,
      };
    }
    case 'values.batchUpdate': {
      requireRaw(body['valueInputOption']);
      const data = Array.isArray(body['data']) ? (body['data'] as Json[]) : [];
      // Every write is checked before any is applied: Google applies a batch whole or not at all.
      const writes = data.map((entry) => {
        const text = String(entry['range']);
        return planWrite(resolveRange(spreadsheet, text), text, toCellValues(entry['values']));
      });
      const responses = writes.map((write) => applyWrite(write));
      return {
        spreadsheetId,
        totalUpdatedRows: responses.reduce((sum, done) => sum + done.rows, 0),
        totalUpdatedColumns: Math.max(0, ...responses.map((done) => done.columns)),
        totalUpdatedCells: responses.reduce((sum, done) => sum + done.cells, 0),
        totalUpdatedSheets: new Set(writes.map((write) => write.sheet)).size,
        responses: responses.map((done) => ({
          spreadsheetId,
          updatedRange: done.updatedRange,
          updatedRows: done.rows,
          updatedColumns: done.columns,
          updatedCells: done.cells,
        })),
      };
    }
    case 'values.append': {
      requireRaw(query.get('valueInputOption'));
      const insert = query.get('insertDataOption');
      if (insert !== null && insert !== 'INSERT_ROWS' && insert !== 'OVERWRITE')
        throw GoogleApiError.invalid(`Invalid value at 'insert_data_option' (${insert})`);
      const { tableRange, update } = appendValues(
        resolveRange(spreadsheet, range),
        toCellValues(body['values']),
        insert === 'INSERT_ROWS',
      );
      return {
        spreadsheetId,
        ...(tableRange ? { tableRange } : {}),
        updates: {
          spreadsheetId,
          updatedRange: update.updatedRange,
          updatedRows: update.rows,
          updatedColumns: update.columns,
          updatedCells: update.cells,
        },
      };
    }
    case 'values.clear':
      return { spreadsheetId, clearedRange: clearRange(resolveRange(spreadsheet, range)) };
    case 'values.batchClear': {
      const ranges = Array.isArray(body['ranges']) ? (body['ranges'] as unknown[]).map(String) : [];
      const resolved = ranges.map((text) => resolveRange(spreadsheet, text));
      return { spreadsheetId, clearedRanges: resolved.map(clearRange) };
    }
    default: {
      const unreachable: never = call.operation;
      throw new Error(`Unknown operation ${String(unreachable)}`);
    }
  }
}
