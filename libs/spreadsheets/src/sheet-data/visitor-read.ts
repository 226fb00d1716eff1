import type { SheetDataResponse, SheetRow } from '@tessera/contracts';
import {
  blockPageSize,
  blockHasFilters,
  blockScoresParameter,
  calendarPeriodParameter,
  parseBlockSettings,
} from '@tessera/domain';
import type { BuilderBlock } from '../builder/builder.port.js';
import { toSheetRow } from './sheet-query.js';
import type { SheetReadRequest } from './sheets.service.js';

/**
 * What a visitor (not an editor of the workspace) may ask of a block's sheet beyond its filters:
 * a scorecard only its own figures and no rows, item details only their one row (the record, else
 * the first kept), neither with a search, filter or sort that would single out another row; a
 * form or event no search, filter or sort either (their rows are other visitors' answers, see
 * visitorAnswer); a calendar the days it shows, over its own columns; other blocks no figures or
 * period at all.
 * Editors keep the whole query: the editor previews settings not saved yet.
 */
export function visitorReadRequest(block: BuilderBlock, query: SheetReadRequest): SheetReadRequest {
  switch (block.type) {
    case 'scorecard':
      // Figures over what the block keeps: no search, filter or sort to single out one row.
      return {
        ...query,
        page: 1,
        page_size: 1,
        search: undefined,
        filter: undefined,
        sort: undefined,
        scores: visitorScores(block),
        period: undefined,
      };
    case 'item details':
      return {
        ...query,
        page: 1,
        page_size: blockPageSize(block),
        search: undefined,
        filter: undefined,
        sort: undefined,
        scores: undefined,
        period: undefined,
      };
    case 'form':
    case 'event':
      return {
        ...query,
        search: undefined,
        filter: undefined,
        sort: undefined,
        scores: undefined,
        period: undefined,
      };
    case 'calendar':
      // The days the visitor looks at, over the saved block's start and end columns.
      return { ...query, scores: undefined, period: visitorPeriod(block, query.period) };
    default:
      return { ...query, scores: undefined, period: undefined };
  }
}

/**
 * The figures a visitor gets through a scorecard: its cards', less those of another sheet when the
 * block has filters (the settings refuse that; a block stored before is held to it here), since
 * they count every row of that sheet whatever the filters keep from the visitor.
 */
function visitorScores(block: BuilderBlock): string | undefined {
  const asked = blockScoresParameter(block);
  if (!asked || !blockHasFilters(block.settings)) return asked;
  const own = (JSON.parse(asked) as { sheet?: string }[]).filter(
    (score) => score.sheet === undefined || score.sheet === block.settings['sheet_title'],
  );
  return own.length > 0 ? JSON.stringify(own) : undefined;
}

/**
 * A visitor's calendar period with the saved block's columns in place of theirs: only the days
 * are theirs to choose. A period that is not JSON is passed on, to be refused like any other.
 */
function visitorPeriod(block: BuilderBlock, period: string | undefined): string | undefined {
  if (!period) return undefined;
  let days: unknown;
  try {
    days = JSON.parse(period);
  } catch {
    return period;
  }
  if (typeof days !== 'object' || days === null) return period;
  const { from, to } = days as Record<string, unknown>;
  return calendarPeriodParameter(block, { from: String(from), to: String(to) });
}

/**
 * The choice columns a form's visitors receive: those its select fields take their choices from
 * (`from_google_sheet`). A form adds rows rather than shows them, so the answers others sent stay
 * hidden; an event's visitors receive none.
 */
function choiceColumns(block: BuilderBlock): string[] {
  if (block.type !== 'form') return [];
  const parsed = parseBlockSettings('form', block.settings);
  if (!parsed.success) return [];
  return parsed.settings.axis
    .filter(
      (axis) => (axis.type === 'select' || axis.type === 'multi-select') && axis.from_google_sheet,
    )
    .map((axis) => axis.source || axis.column);
}

const writesOnly = (block: BuilderBlock) => block.type === 'form' || block.type === 'event';

/**
 * Blocks whose visitors get no rows: a scorecard (figures only), an event (it only adds
 * registrations) and a form without choices from its sheet.
 */
export function readsNoRows(block: BuilderBlock): boolean {
  return block.type === 'scorecard' || (writesOnly(block) && choiceColumns(block).length === 0);
}

/**
 * What a visitor receives through the block. Through a form or an event: only the distinct
 * values of the form's choice columns, numbered afresh (no row ids, columns or count of the
 * answers others sent); through other blocks, the answer as read.
 */
export function visitorAnswer(block: BuilderBlock, answer: SheetDataResponse): SheetDataResponse {
  if (!writesOnly(block)) return answer;
  const columns = choiceColumns(block).filter((column) => answer.columns.includes(column));
  const seen = new Set<string>();
  const rows: SheetRow[] = [];
  for (const row of answer.rows) {
    const values = columns.map((column) => row[column] ?? '');
    const key = JSON.stringify(values);
    if (seen.has(key)) continue;
    seen.add(key);
    rows.push(
      toSheetRow(
        String(rows.length + 1),
        columns,
        Object.fromEntries(columns.map((column, i) => [column, values[i]!])),
      ),
    );
  }
  return { ...answer, columns, rows, total: rows.length, page: 1 };
}
