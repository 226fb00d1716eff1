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

/** The lines a PDF draws of a filled template (see the file's note). */
export function pdfLines(filled: string): PdfLine[] {
  return filled
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line): PdfLine => {
      if (line.startsWith('## ')) return { kind: 'subheading', text: line.slice(3).trim() };
      if (line.startsWith('# ')) return { kind: 'heading', text: line.slice(2).trim() };
      return { kind: 'text', text: line };
    });
}

/** A template for a block with none: each shown column of the row on a line, `Column: value`. */
export function defaultPdfTemplate(title: string, columns: readonly string[]): string {
  return [`# ${title}`, '', ...columns.map((column) => `${column}: [${column}]`)].join('\n');
}
