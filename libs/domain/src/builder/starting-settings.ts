import type { AvailableBlockType } from '../blocks/block-types.js';
import type { FormAxisType } from '../blocks/axis-types.js';

/** A sheet of the spreadsheet a board or app is built on, as the editor knows it. */
export type StartingSheet = { title: string; columns: readonly string[] };

/** What a column holds, as its header suggests. */
export type ColumnKind =
  'image' | 'date' | 'number' | 'email' | 'phone' | 'url' | 'address' | 'text';

const KIND_BY_NAME: readonly [ColumnKind, RegExp][] = [
  ['image', /\b(image|photo|picture|logo|avatar|thumbnail|img|pic)s?\b/i],
  ['email', /\be ?mail\b/i],
  ['phone', /\b(phone|mobile|tel|telephone)\b/i],
  ['url', /\b(url|link|website|site|web)\b/i],
  ['address', /\b(address|location|street|venue|place)\b/i],
  ['date', /\b(date|day|deadline|due|birthday|start|end|when|created|updated)\b/i],
  [
    'number',
    /\b(price|amount|total|qty|quantity|stock|count|cost|value|score|age|rating|revenue|sales|budget|number|no)\b/i,
  ],
];

/** What a column holds, read from its header ("Photo" an image, "Due date" a date). */
export function columnKindByName(name: string): ColumnKind {
  const words = name.replace(/[_-]+/g, ' ');
  return KIND_BY_NAME.find(([, pattern]) => pattern.test(words))?.[0] ?? 'text';
}

const FORM_TYPE_BY_KIND: Record<ColumnKind, FormAxisType> = {
  image: 'file',
  date: 'date',
  number: 'number',
  email: 'email',
  phone: 'tel',
  url: 'url',
  address: 'text',
  text: 'text',
};

/** The most list lines and form fields a new block starts with. */
const LIST_LINES = 4;
const FORM_FIELDS = 12;

/**
 * The settings a new block starts with on this spreadsheet (issue 15, "blocks that start
 * right"), laid over its type's defaults: the first sheet that has columns, and for the types
 * that show chosen columns, the columns that fit (a list shows an image column as an image and
 * up to three others; a chart puts the first text column on the x axis and the first number
 * column as its series; a form asks for every column, each labelled by its header, with an input
 * of its kind; a gallery shows the image column captioned by a text one; a calendar runs from a
 * start date column to an end one; a map places each row at its address). Other types start on
 * the sheet and let the owner choose.
 */
export function startingSettings(
  type: AvailableBlockType,
  sheets: readonly StartingSheet[],
): Record<string, unknown> {
  const sheet = sheets.find((candidate) => candidate.columns.length > 0);
  if (!sheet) return {};
  const columns = sheet.columns.filter((column) => column.trim() !== '');
  const kinds = columns.map((column) => ({ column, kind: columnKindByName(column) }));
  const start: Record<string, unknown> = { sheet_title: sheet.title };
  switch (type) {
    case 'list': {
      const image = kinds.find((entry) => entry.kind === 'image');
      const others = kinds
        .filter((entry) => entry !== image)
        .slice(0, image ? LIST_LINES - 1 : LIST_LINES);
      start.axis = [
        ...(image ? [{ column: image.column, type: 'image' }] : []),
        ...others.map(({ column }) => ({ column, type: 'text' })),
      ];
      break;
    }
    case 'chart': {
      const label = kinds.find((entry) => entry.kind !== 'number' && entry.kind !== 'image');
      const value = kinds.find((entry) => entry.kind === 'number' && entry !== label);
      if (label) start.x_axis = label.column;
      if (value) start.axis = [{ column: value.column }];
      break;
    }
    case 'form':
      // No label: a field without one is labelled by its column, whichever it becomes.
      start.axis = kinds
        .slice(0, FORM_FIELDS)
        .map(({ column, kind }) => ({ column, type: FORM_TYPE_BY_KIND[kind] }));
      break;
    case 'imageGallery': {
      // A picture per row, captioned by the first text column.
      const image = kinds.find((entry) => entry.kind === 'image');
      const caption = kinds.find((entry) => entry.kind === 'text');
      if (image) start.image_column = image.column;
      if (caption) start.caption_column = caption.column;
      break;
    }
    case 'calendar': {
      // From a start date (a "Start…" column first) to an end date, titled by a text column.
      const dates = kinds.filter((entry) => entry.kind === 'date');
      const begins = dates.find((entry) => /start|begin|from/i.test(entry.column)) ?? dates[0];
      const ends = dates.find((entry) => entry !== begins && /end|until|to\b/i.test(entry.column));
      const title = kinds.find((entry) => entry.kind === 'text');
      if (begins) start.start_time_column = begins.column;
      if (ends) start.end_time_column = ends.column;
      if (title) start.event_title_column = title.column;
      break;
    }
    case 'map': {
      // Each row at its address; a map needs all four columns, or it starts without a sheet.
      const address = kinds.find((entry) => entry.kind === 'address');
      const texts = kinds.filter((entry) => entry.kind === 'text');
      const image = kinds.find((entry) => entry.kind === 'image');
      if (address) start.address_column = address.column;
      if (texts[0]) start.title_column = texts[0].column;
      if (texts[1]) start.description_column = texts[1].column;
      if (image) start.image_column = image.column;
      break;
    }
    case 'table':
    case 'datalist':
    case 'grid':
    case 'scorecard':
    case 'event':
    case 'comments':
    case 'item details':
    case 'markdown':
    case 'header':
    case 'footer':
    case 'iframe':
    case 'video':
    case 'audio':
    case 'bannerHero':
    case 'ImageGrid':
    case 'imageAccordian':
    case 'login':
    case 'register':
    case 'forgot password':
      // On the sheet; the owner chooses what it shows (a table shows every column meanwhile).
      break;
  }
  return start;
}

/**
 * A block's settings once its sheet is changed to `sheet`: the columns it shows that the new
 * sheet also has are kept; when none is left (or none was chosen), the block starts on the new
 * sheet's fitting columns as a new block would (startingSettings). A chart's x axis likewise.
 */
export function withSheetChanged(
  type: AvailableBlockType,
  settings: Record<string, unknown>,
  sheet: StartingSheet,
): Record<string, unknown> {
  if (type !== 'list' && type !== 'chart' && type !== 'form') return settings;
  const start = startingSettings(type, [sheet]);
  const has = (column: unknown) => typeof column === 'string' && sheet.columns.includes(column);
  const axis = Array.isArray(settings.axis) ? settings.axis : [];
  const kept = axis.filter(
    (item: unknown) =>
      typeof item === 'object' && item !== null && has((item as { column?: unknown }).column),
  );
  const next: Record<string, unknown> = {
    ...settings,
    axis: kept.length > 0 ? kept : (start.axis ?? []),
  };
  if (type === 'chart' && !has(settings.x_axis)) next.x_axis = start.x_axis ?? '';
  return next;
}

/**
 * A list line's or form field's kind after its column changed from `previous`: when it was the
 * kind that column suggested (as a new block would have started it), it follows the new column
 * ("Photo" as an image, then "Name": text); a kind the owner chose stays.
 */
export function axisTypeFollowingColumn(
  blockType: 'form' | 'list',
  item: Record<string, unknown>,
  previous: unknown,
  column: unknown,
): Record<string, unknown> {
  if (typeof previous !== 'string' || typeof column !== 'string') return item;
  const kindOf =
    blockType === 'form'
      ? (name: string): string => FORM_TYPE_BY_KIND[columnKindByName(name)]
      : (name: string): string => (columnKindByName(name) === 'image' ? 'image' : 'text');
  if (item.type !== kindOf(previous)) return item;
  const type = kindOf(column);
  // A file field takes no pattern (block-configuration §4), as when its kind is chosen.
  const unchecked = type === 'file' && typeof item.regex_validation === 'string';
  return { ...item, type, ...(unchecked ? { regex_validation: '' } : {}) };
}
