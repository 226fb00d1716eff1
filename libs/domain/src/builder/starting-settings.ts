import type { AvailableBlockType } from '../blocks/block-types.js';
import type { AxisType, FormAxisType } from '../blocks/axis-types.js';
import { DEFAULT_SCORECARD_SYMBOL } from '../blocks/scorecard-settings.js';

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
  [
    'date',
    /\b(date|day|deadline|due|birthday|born|start|end|when|created|updated|added|opened|joined)\b/i,
  ],
  [
    'number',
    /\b(price|amount|total|qty|quantity|stock|count|cost|value|score|age|rating|revenue|sales|budget|number)\b/i,
  ],
];

/** Headers naming a person or a group of something ("Created by", "Sales rep", "Age group"). */
const NAMES_SOMEONE_OR_A_GROUP = /\b(by|rep|name|group|type|status|category)$/i;

/** What a column holds, read from its header ("Photo" an image, "Due date" a date). */
export function columnKindByName(name: string): ColumnKind {
  const header = words(name).trim();
  if (NAMES_SOMEONE_OR_A_GROUP.test(header)) return 'text';
  return KIND_BY_NAME.find(([, pattern]) => pattern.test(header))?.[0] ?? 'text';
}

/** A header's words: "unit_price" and "unit-price" are "unit price". */
function words(header: string): string {
  return header.replace(/[_-]+/g, ' ');
}

/** The column type that shows what a column holds (a table's; a form asks for a picture as a file). */
const TYPE_BY_KIND = {
  image: 'image',
  date: 'date',
  number: 'number',
  email: 'email',
  phone: 'tel',
  url: 'url',
  address: 'text',
  text: 'text',
} as const satisfies Record<ColumnKind, AxisType>;

function formTypeOf(kind: ColumnKind): FormAxisType {
  const type = TYPE_BY_KIND[kind];
  return type === 'image' ? 'file' : type;
}

/** The most list lines and form fields a new block starts with. */
const LIST_LINES = 4;
const FORM_FIELDS = 12;
/** A new table shows every column, as many as a table holds. */
const TABLE_COLUMNS = 200;
/** The most fields a new card (data list, grid) or item details starts with. */
const CARD_FIELDS = 4;
const DETAIL_FIELDS = 8;
/** The most figures a new scorecard starts with. */
const SCORECARD_CARDS = 3;

/** Columns whose figures are added up and shown as money; others are averaged or plain counts. */
const MONEY = /\b(price|amount|total|cost|revenue|sales|budget)\b/i;
const AVERAGED = /\b(price|rating|score|age)\b/i;
/** Columns that group rows (a chart's x axis reads best on them). */
const GROUPING =
  /\b(category|type|kind|status|stage|region|country|city|department|team|group|segment)\b/i;

type KindedColumn = { column: string; kind: ColumnKind };

/** A card's fields: the picture first, then text, and a web address as its button. */
function cardFields(kinds: readonly KindedColumn[]): Record<string, unknown>[] {
  const image = kinds.find((entry) => entry.kind === 'image');
  const link = kinds.find((entry) => entry.kind === 'url');
  const texts = kinds
    .filter((entry) => entry !== image && entry !== link)
    .slice(0, CARD_FIELDS - (image ? 1 : 0) - (link ? 1 : 0));
  return [
    ...(image ? [{ column: image.column, type: 'image' }] : []),
    ...texts.map(({ column }) => ({ column, type: 'text' })),
    ...(link ? [{ column: link.column, type: 'button' }] : []),
  ];
}

/** A scorecard's first figures: money added up, ratings averaged, counts added up plainly. */
function startingCards(kinds: readonly KindedColumn[]): Record<string, unknown>[] {
  return kinds
    .filter((entry) => entry.kind === 'number')
    .slice(0, SCORECARD_CARDS)
    .map(({ column }) => {
      const averaged = AVERAGED.test(words(column));
      return {
        column,
        function: averaged ? 'average' : 'sum',
        label: `${averaged ? 'Average' : 'Total'} ${column}`,
        symbol: MONEY.test(words(column)) ? DEFAULT_SCORECARD_SYMBOL : '',
      };
    });
}

/** An event's registration fields: the visitor's name and e-mail (both required), and phone. */
function registrationFields(kinds: readonly KindedColumn[]): Record<string, unknown>[] {
  const texts = kinds.filter((entry) => entry.kind === 'text');
  const name = texts.find((entry) => /\bname\b/i.test(words(entry.column))) ?? texts[0];
  const email = kinds.find((entry) => entry.kind === 'email');
  const phone = kinds.find((entry) => entry.kind === 'phone');
  return [
    ...(name ? [{ column: name.column, required: true }] : []),
    ...(email ? [{ column: email.column, required: true }] : []),
    ...(phone ? [{ column: phone.column }] : []),
  ];
}

/**
 * The settings a new block starts with on this spreadsheet (issue 15, "blocks that start
 * right"), laid over its type's defaults: the first sheet that has columns, and for the types
 * that show chosen columns, the columns that fit, read from their headers (columnKindByName):
 * - a table shows every column as what it holds (pictures, dates, numbers on the right, links);
 * - a list shows an image column as an image and up to three others, none editable yet; a data
 *   list or grid card a picture, text and a web address as its button;
 * - a chart plots a figure that adds up (Stock before Price) by a grouping column (Category);
 * - a form asks for every column, each labelled by its header, with an input of its kind;
 * - item details show the picture as the photo, the first text as the header, the rest as fields;
 * - a scorecard adds up (or averages) the first number columns;
 * - an event registers the visitor's name, e-mail and phone, on a sheet with an e-mail column;
 * - a gallery shows the image column captioned by a text one; a calendar runs from a start date
 *   column to an end one; a map places each row at its address.
 * Other types start on the sheet and let the owner choose.
 */
export function startingSettings(
  type: AvailableBlockType,
  sheets: readonly StartingSheet[],
): Record<string, unknown> {
  // An event registers visitors: only into a sheet with an e-mail column, else it starts without
  // one (registrations in the Products sheet would help nobody).
  const sheet = sheets.find((candidate) =>
    type === 'event'
      ? candidate.columns.some((column) => columnKindByName(column) === 'email')
      : candidate.columns.length > 0,
  );
  if (!sheet) return {};
  const columns = sheet.columns.filter((column) => column.trim() !== '');
  const kinds = columns.map((column) => ({ column, kind: columnKindByName(column) }));
  const start: Record<string, unknown> = { sheet_title: sheet.title };
  switch (type) {
    case 'table':
      start.axis = kinds.slice(0, TABLE_COLUMNS).map(({ column, kind }) => ({
        column,
        type: TYPE_BY_KIND[kind],
        ...(kind === 'number' ? { text_alignment: 'right' } : {}),
      }));
      break;
    case 'list': {
      const image = kinds.find((entry) => entry.kind === 'image');
      const others = kinds
        .filter((entry) => entry !== image)
        .slice(0, image ? LIST_LINES - 1 : LIST_LINES);
      // Shown, not edited: the owner chooses who may edit a line (its default, Everyone, would
      // let any visitor of a public page change the sheet).
      start.axis = [
        ...(image ? [{ column: image.column, type: 'image' }] : []),
        ...others.map(({ column }) => ({ column, type: 'text' })),
      ].map((line) => ({ ...line, editable: 'None' }));
      break;
    }
    case 'datalist':
    case 'grid':
      start.axis = cardFields(kinds);
      break;
    case 'chart': {
      // Figures by a grouping column (Category) when there is one; a figure that adds up (Stock)
      // before one that does not (Price).
      const labels = kinds.filter((entry) => entry.kind !== 'number' && entry.kind !== 'image');
      const label = labels.find((entry) => GROUPING.test(words(entry.column))) ?? labels[0];
      const numbers = kinds.filter((entry) => entry.kind === 'number');
      const value = numbers.find((entry) => !AVERAGED.test(words(entry.column))) ?? numbers[0];
      if (label) start.x_axis = label.column;
      if (value) start.axis = [{ column: value.column }];
      break;
    }
    case 'form':
      // No label: a field without one is labelled by its column, whichever it becomes.
      start.axis = kinds
        .slice(0, FORM_FIELDS)
        .map(({ column, kind }) => ({ column, type: formTypeOf(kind) }));
      break;
    case 'item details': {
      const photo = kinds.find((entry) => entry.kind === 'image');
      const header = kinds.find((entry) => entry.kind === 'text');
      if (photo) start.photo_column = photo.column;
      if (header) start.header_column = header.column;
      start.axis = kinds
        .filter((entry) => entry !== photo && entry !== header)
        .slice(0, DETAIL_FIELDS)
        .map(({ column, kind }) => ({
          column,
          ...(kind === 'number' ? { alignment: 'right' } : {}),
        }));
      break;
    }
    case 'scorecard':
      start.axis = startingCards(kinds);
      break;
    case 'event':
      start.axis = registrationFields(kinds);
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
    case 'comments':
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
      // On the sheet (comments about its rows); nothing of it to show by column.
      break;
  }
  return start;
}

/** Settings naming one column each, which a new sheet's start replaces when it lacks them. */
const COLUMN_SETTINGS = [
  'x_axis',
  'sort_column',
  'image_column',
  'caption_column',
  'start_time_column',
  'end_time_column',
  'event_title_column',
  'address_column',
  'title_column',
  'description_column',
  'photo_column',
  'header_column',
] as const;

/**
 * A block's settings once its sheet is changed to `sheet`: the columns it shows that the new
 * sheet also has are kept; when none is left (or none was chosen), the block starts on the new
 * sheet's fitting columns as a new block would (startingSettings). A column setting (a chart's x
 * axis, a calendar's start, a gallery's picture, a data list's sort column) the new sheet lacks
 * takes the start's, or none. A scorecard's figures from another sheet of their own stay. Filters
 * are left as they are: one naming a column the new sheet lacks shows under its field, for the
 * owner to change.
 */
export function withSheetChanged(
  type: AvailableBlockType,
  settings: Record<string, unknown>,
  sheet: StartingSheet,
): Record<string, unknown> {
  const start = startingSettings(type, [sheet]);
  const has = (column: unknown) => typeof column === 'string' && sheet.columns.includes(column);
  const next: Record<string, unknown> = { ...settings };
  if (Array.isArray(settings.axis) && type !== 'header' && type !== 'footer') {
    const kept = settings.axis.filter((item: unknown) => {
      if (typeof item !== 'object' || item === null) return false;
      const { column, sheet_title } = item as { column?: unknown; sheet_title?: unknown };
      return has(column) || (typeof sheet_title === 'string' && sheet_title !== '');
    });
    next.axis = kept.length > 0 ? kept : (start.axis ?? []);
  }
  for (const key of COLUMN_SETTINGS)
    if (key in settings && !has(settings[key])) next[key] = start[key] ?? '';
  return next;
}

/** The kind of line, field or column a header suggests, per block type. */
const SUGGESTED_TYPE = {
  form: (name: string): string => formTypeOf(columnKindByName(name)),
  list: (name: string): string => (columnKindByName(name) === 'image' ? 'image' : 'text'),
  table: (name: string): string => TYPE_BY_KIND[columnKindByName(name)],
};

/**
 * A list line's, form field's or table column's kind after its column changed from `previous`:
 * when it was the kind that column suggested (as a new block would have started it), it follows
 * the new column ("Photo" as an image, then "Name": text); a kind the owner chose stays.
 */
export function axisTypeFollowingColumn(
  blockType: keyof typeof SUGGESTED_TYPE,
  item: Record<string, unknown>,
  previous: unknown,
  column: unknown,
): Record<string, unknown> {
  if (typeof previous !== 'string' || typeof column !== 'string') return item;
  const kindOf = SUGGESTED_TYPE[blockType];
  if (item.type !== kindOf(previous)) return item;
  const type = kindOf(column);
  if (type === item.type) return item;
  // A file field takes no pattern (block-configuration §4), as when its kind is chosen; only a
  // text column keeps conditional formatting.
  const unchecked = type === 'file' && typeof item.regex_validation === 'string';
  const unformatted = type !== 'text' && Array.isArray(item.Conditional_formatting);
  return {
    ...item,
    type,
    ...(unchecked ? { regex_validation: '' } : {}),
    ...(unformatted ? { Conditional_formatting: [] } : {}),
  };
}

/** The block types whose lines follow their columns' kinds (axisTypeFollowingColumn). */
export function followsColumnKinds(type: unknown): type is keyof typeof SUGGESTED_TYPE {
  return typeof type === 'string' && Object.hasOwn(SUGGESTED_TYPE, type);
}
