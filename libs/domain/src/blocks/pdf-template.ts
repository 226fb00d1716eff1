/**
 * A Download pdf button's template (block-configuration §3, `pdf_template`): plain text where
 * `[Column Name]` stands for the row's value of that column. A line starting `# ` is a heading,
 * `## ` a subheading; a blank line separates paragraphs. Values are text, never read as markup.
 */

/** One line of a filled template, as the PDF draws it. */
export type PdfLine = { kind: 'heading' | 'subheading' | 'text'; text: string };

const PLACEHOLDER = /\[([^[\]\n]{1,200})\]/g;

/**
 * The template with each `[Column]` naming a column of the sheet replaced by the row's value;
 * brackets naming no column stay as written. Values are put in once: a value holding `[Other]`
 * is not filled again.
 */
export function filledPdfTemplate(
  template: string,
  columns: readonly string[],
  row: Readonly<Record<string, string | undefined>>,
): string {
  const known = new Set(columns);
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    known.has(name) ? (row[name] ?? '') : whole,
  );
}

/** The most characters of values a filled template holds; the rest is cut with an ellipsis. */
export const PDF_TEMPLATE_MAX_CHARACTERS = 100_000;

/** The lines of a template (see the file's note), before any value is put in. */
export function pdfLines(template: string): PdfLine[] {
  return template
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line): PdfLine => {
      if (line.startsWith('## ')) return { kind: 'subheading', text: line.slice(3).trim() };
      if (line.startsWith('# ')) return { kind: 'heading', text: line.slice(2).trim() };
      return { kind: 'text', text: line };
    });
}

/**
 * The lines a PDF draws of a template filled with a row: the lines are read from the template
 * first, so a value holding a line break or `# ` stays text within its line. Past
 * PDF_TEMPLATE_MAX_CHARACTERS in all, the text is cut.
 */
export function filledPdfLines(
  template: string,
  columns: readonly string[],
  row: Readonly<Record<string, string | undefined>>,
): PdfLine[] {
  let room = PDF_TEMPLATE_MAX_CHARACTERS;
  const lines: PdfLine[] = [];
  for (const line of pdfLines(template)) {
    if (room <= 0) break;
    const text = filledPdfTemplate(line.text, columns, row);
    lines.push({ ...line, text: text.length > room ? `${text.slice(0, room)}…` : text });
    room -= text.length;
  }
  return lines;
}

/** A template for a block with none: each shown column of the row on a line, `Column: value`. */
export function defaultPdfTemplate(title: string, columns: readonly string[]): string {
  return [`# ${title}`, '', ...columns.map((column) => `${column}: [${column}]`)].join('\n');
}
