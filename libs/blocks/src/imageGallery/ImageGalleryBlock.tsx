import { useMemo, useState, type CSSProperties } from 'react';
import { BlockFrame, InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import { MissingColumnsAlert } from '../shared/MissingColumnsAlert.js';
import { RowsFooter } from '../shared/RowsFooter.js';
import type { BlockRendererProps } from '../types.js';
import { galleryPictures } from './galleryPictures.js';
import { GalleryTiles } from './GalleryTiles.js';
import { GalleryLightbox, GallerySlides } from './GalleryViewer.js';

/**
 * The pictures of a sheet, one per row, as a grid, a masonry, a carousel or a full-screen view,
 * a page at a time (paged on the server like the other row blocks), with a lightbox on the tiles.
 */
export function ImageGalleryBlock({ block, data, onPageChange }: BlockRendererProps) {
  const parsed = useBlockSettings('imageGallery', block);
  const [opened, setOpened] = useState<number | null>(null);
  const rows = data?.rows;
  // The same pictures while the rows are the same: the viewer starts over on new ones.
  const pictures = useMemo(
    () => (parsed.success ? galleryPictures(rows ?? [], parsed.settings) : []),
    [parsed, rows],
  );
  if (!parsed.success) return <InvalidSettings type="imageGallery" message={parsed.message} />;
  const settings = parsed.settings;
  const tiled = settings.layout === 'grid' || settings.layout === 'masonry';
  const style = {
    '--ts-gallery-padding': `${settings.gallery_padding}px`,
    '--ts-gallery-columns':
      settings.layout === 'masonry' ? settings.columns : settings.grid_columns,
    '--ts-gallery-caption-opacity': 1 - settings.caption_transparency,
    '--ts-thumbnail-corner': `${settings.thumbnail_corner}px`,
    '--ts-thumbnail-border': `${settings.thumbnail_border_width}px solid ${settings.thumbnail_border_color}`,
    '--ts-thumbnail-padding': `${settings.thumbnail_padding}px`,
    '--ts-thumbnail-margin': `${settings.thumbnail_margin}px`,
  } as CSSProperties;
  return (
    <BlockFrame
      title={settings.title}
      fallbackLabel="Image gallery"
      colors={settings}
      titleSize={settings.title_font_size}
      error={data?.error}
      loading={data?.loading}
      status={data}
    >
      <div className="ts-gallery" style={style}>
        {!settings.image_column ? (
          <p className="ts-block__note">
            Choose the column holding the pictures in the block&apos;s settings.
          </p>
        ) : null}
        <MissingColumnsAlert
          sheetColumns={data?.columns}
          wanted={[settings.image_column, settings.caption_column, settings.description_column]}
        />
        {pictures.length === 0 ? null : tiled ? (
          <GalleryTiles
            pictures={pictures}
            settings={settings}
            onOpen={settings.lightbox ? setOpened : null}
          />
        ) : (
          // A new page of pictures starts the carousel over from its first.
          <GallerySlides key={data?.page ?? 1} pictures={pictures} settings={settings} />
        )}
        {tiled && opened !== null && opened < pictures.length ? (
          <GalleryLightbox
            pictures={pictures}
            settings={settings}
            index={opened}
            onClose={() => setOpened(null)}
          />
        ) : null}
      </div>
      <RowsFooter
        data={data}
        paged={settings.paginate && settings.show_pagination}
        onPageChange={
          onPageChange
            ? (page) => {
                setOpened(null);
                onPageChange(page);
              }
            : undefined
        }
      />
    </BlockFrame>
  );
}
