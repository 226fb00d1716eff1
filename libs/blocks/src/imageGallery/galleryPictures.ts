import type { SheetRow } from '@tessera/contracts';
import type { ImageGallerySettings } from '@tessera/domain';
import { isSafeUrl } from '../shared/Cell.js';

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
 * The rows that are pictures, in the order the server sent them: a row whose image cell is empty
 * or not a web address (javascript:, data:) is left out rather than drawn broken.
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
    if (!src || !isSafeUrl(src)) continue;
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
