import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PdfLine } from '@tessera/domain';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

/**
 * DejaVu Sans (regular and bold), embedded in every PDF: the PDF standard fonts cover Western
 * European letters only, DejaVu covers Latin, Greek, Cyrillic, Armenian, Georgian, Hebrew and
 * Arabic letters and many symbols. Read once, when the first PDF is made.
 */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function fontFiles() {
  fonts ??= {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

const MARGIN = 48;
const BODY_SIZE = 10;
/** Tables this wide or wider are drawn on landscape pages. */
const LANDSCAPE_FROM_COLUMNS = 6;

type Document = InstanceType<typeof PDFDocument>;

/** Makes a PDF: A4, DejaVu Sans as `body` and `bold`, the title in its metadata. */
async function pdf(
  title: string,
  layout: 'portrait' | 'landscape',
  draw: (doc: Document) => void | Promise<void>,
): Promise<Buffer> {
  const { regular, bold } = fontFiles();
  const doc = new PDFDocument({
    size: 'A4',
    layout,
    margin: MARGIN,
    info: { Title: title, Producer: 'Tessera', Creator: 'Tessera' },
    displayTitle: true,
    lang: 'en',
  });
  doc.registerFont('body', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('body').fontSize(BODY_SIZE);
  await draw(doc);
  doc.end();
  return done;
}

/** A document of lines (a Download pdf template filled with a row): headings and paragraphs. */
export function linesPdf(title: string, lines: readonly PdfLine[]): Promise<Buffer> {
  return pdf(title, 'portrait', (doc) => {
    for (const line of lines) {
      switch (line.kind) {
        case 'heading':
          doc.font('bold').fontSize(18).text(line.text, { paragraphGap: 6 });
          break;
        case 'subheading':
          doc.font('bold').fontSize(13).text(line.text, { paragraphGap: 4 });
          break;
        case 'text':
          // An empty line keeps its height, so blank lines space paragraphs as written.
          doc
            .font('body')
            .fontSize(BODY_SIZE)
            .text(line.text === '' ? ' ' : line.text, { paragraphGap: 2 });
      }
    }
  });
}

/**
 * A picture with its title on a landscape page (a chart block's PDF download: the chart as the
 * visitor's browser drew it). The picture is scaled to fit the page.
 * Rejects when the bytes are not a JPEG PDFKit can read (the caller checks its size first).
 */
export function imagePdf(title: string, image: Buffer): Promise<Buffer> {
  return pdf(title, 'landscape', (doc) => {
    doc.font('bold').fontSize(16).text(title, { paragraphGap: 12 });
    const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
    const height = doc.page.height - doc.y - doc.page.margins.bottom;
    doc.image(image, { fit: [width, height], align: 'center' });
  });
}

/** A cell's text is cut here in a PDF (the CSV download holds every character). */
const CELL_MAX_CHARACTERS = 500;
/** The most columns a PDF table lays out: more would leave each too narrow to read. */
export const PDF_MAX_COLUMNS = 16;
/** The most text one PDF table lays out (cells as cut): a few seconds of CPU. */
export const PDF_MAX_TABLE_CHARACTERS = 600_000;
const CELL_PADDING = 4;
const TABLE_FONT_SIZE = 9;
const ROWS_PER_TURN = 100;

type Rows = readonly Readonly<Record<string, string | undefined>>[];

const cellText = (value: string | undefined) => {
  const text = value ?? '';
  return text.length > CELL_MAX_CHARACTERS ? `${text.slice(0, CELL_MAX_CHARACTERS)}…` : text;
};

/** Why these rows cannot be laid out as a PDF table, or null when they can. */
export function pdfTableProblem(columns: readonly string[], rows: Rows): string | null {
  if (columns.length > PDF_MAX_COLUMNS)
    return `This block shows ${columns.length} columns: a PDF page holds at most ${PDF_MAX_COLUMNS}.`;
  let characters = 0;
  for (const row of rows) for (const column of columns) characters += cellText(row[column]).length;
  return characters > PDF_MAX_TABLE_CHARACTERS
    ? 'These rows hold too much text for one PDF.'
    : null;
}

/**
 * Column widths sharing `width`: each at least 40% of an equal share, the rest by how long its
 * values tend to be (a sample of rows).
 */
function columnWidths(columns: readonly string[], rows: Rows, width: number): number[] {
  const sample = rows.slice(0, 50);
  const weights = columns.map((column) => {
    const lengths = sample.map((row) => Math.min((row[column] ?? '').length, 60));
    const typical = lengths.length ? lengths.reduce((a, b) => a + b, 0) / lengths.length : 0;
    return Math.max(column.length, typical, 1);
  });
  const total = weights.reduce((a, b) => a + b, 0);
  const floor = (0.4 * width) / columns.length;
  return weights.map((weight) => floor + (weight / total) * (width - floor * columns.length));
}

/**
 * A table of rows (a table or list block's PDF download): its title, then the columns as a
 * header row that starts every page, then one row per sheet row; long values wrap in their cell
 * (a row is never taller than a page: what does not fit ends with …). Check pdfTableProblem
 * first.
 */
export function rowsPdf(title: string, columns: readonly string[], rows: Rows): Promise<Buffer> {
  const layout = columns.length >= LANDSCAPE_FROM_COLUMNS ? 'landscape' : 'portrait';
  return pdf(title, layout, async (doc) => {
    doc.font('bold').fontSize(16).text(title, { paragraphGap: 8 });
    if (columns.length === 0) {
      doc.font('body').fontSize(BODY_SIZE).text('This block shows no columns.');
      return;
    }
    const left = doc.page.margins.left;
    const widths = columnWidths(columns, rows, doc.page.width - left - doc.page.margins.right);
    const tableWidth = widths.reduce((a, b) => a + b, 0);
    const top = doc.page.margins.top;
    const bottom = doc.page.height - doc.page.margins.bottom;

    /** The height of the cells' text, at most `limit`. */
    const textHeight = (cells: readonly string[], header: boolean, limit: number) => {
      doc.font(header ? 'bold' : 'body').fontSize(TABLE_FONT_SIZE);
      const tallest = Math.max(
        ...cells.map((cell, index) =>
          doc.heightOfString(cell || ' ', { width: widths[index]! - 2 * CELL_PADDING }),
        ),
      );
      return Math.min(limit, tallest);
    };
    const pageRoom = bottom - top - 2 * CELL_PADDING;
    const headerHeight = textHeight(columns, true, pageRoom / 2) + 2 * CELL_PADDING;
    // A row fits on a page under the header, whatever it holds.
    const rowRoom = pageRoom - headerHeight;
    let y = doc.y;

    const draw = (cells: readonly string[], header: boolean, height: number) => {
      if (header) doc.rect(left, y, tableWidth, height).fill('#eeeeee');
      doc
        .fillColor('#111111')
        .font(header ? 'bold' : 'body')
        .fontSize(TABLE_FONT_SIZE);
      let x = left;
      cells.forEach((cell, index) => {
        doc.text(cell, x + CELL_PADDING, y + CELL_PADDING, {
          width: widths[index]! - 2 * CELL_PADDING,
          height: height - 2 * CELL_PADDING,
          ellipsis: true,
        });
        x += widths[index]!;
      });
      y += height;
      doc
        .moveTo(left, y)
        .lineTo(left + tableWidth, y)
        .lineWidth(0.5)
        .strokeColor(header ? '#666666' : '#cccccc')
        .stroke();
    };

    draw(columns, true, headerHeight);
    for (const [index, row] of rows.entries()) {
      const cells = columns.map((column) => cellText(row[column]));
      const height = textHeight(cells, false, rowRoom) + 2 * CELL_PADDING;
      if (y + height > bottom) {
        doc.addPage();
        y = top;
        draw(columns, true, headerHeight);
      }
      draw(cells, false, height);
      // A long table is drawn in turns, so other requests are answered meanwhile.
      if (index % ROWS_PER_TURN === ROWS_PER_TURN - 1) await new Promise(setImmediate);
    }
  });
}
