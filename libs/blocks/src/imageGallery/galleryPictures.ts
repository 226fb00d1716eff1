import type { SheetRow } from '@tessera/contracts';
import type { ImageGallerySettings } from '@tessera/domain';

/** One picture of the gallery: a row whose image cell holds a web address. */
export type GalleryPicture = {
  id: string;
  src: string;
  caption: string;
  description: string;
};

type PictureColumns = Pick<
  ImageGallerySettings,
  'image_column' | 'caption_column' | 'description_column'
>;

/**
 * A picture the page may load: an https address, or a path on this site. Plain http is left out
 * (the page's Content-Security-Policy would block it), as is anything else (javascript:, data:).
 */
function isPictureAddress(value: string): boolean {
  return /^https:\/\//i.test(value) || /^\/(?![/\\])/.test(value);
}

/**
 * The rows that are pictures, in the order the server sent them: a row whose image cell is empty
 * or no address a picture may come from is left out rather than drawn broken.
 */
export function galleryPictures(
  rows: readonly SheetRow[],
  columns: PictureColumns,
): GalleryPicture[] {
  if (!columns.image_column) return [];
  const cell = (row: SheetRow, column: string) => (column ? (row[column] ?? '').trim() : '');
  const pictures: GalleryPicture[] = [];
  for (const row of rows) {
    const src = cell(row, columns.image_column);
    if (!src || !isPictureAddress(src)) continue;
    pictures.push({
      id: row._id,
      src,
      caption: cell(row, columns.caption_column),
      description: cell(row, columns.description_column),
    });
  }
  return pictures;
}

/** What a picture is called to a screen reader: its caption, else its place in the gallery. */
export function pictureLabel(picture: GalleryPicture, index: number): string {
  return picture.caption || `Picture ${index + 1}`;
}
