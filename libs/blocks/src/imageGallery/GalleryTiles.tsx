import type { ImageGallerySettings } from '@tessera/domain';
import { pictureLabel, type GalleryPicture } from './galleryPictures.js';

/**
 * The grid and masonry layouts: every picture of the page as a tile, its caption over it when the
 * owner shows captions; a tile opens the lightbox when there is one (`onOpen`).
 */
export function GalleryTiles({
  pictures,
  settings,
  onOpen,
}: {
  pictures: readonly GalleryPicture[];
  settings: ImageGallerySettings;
  onOpen: ((index: number) => void) | null;
}) {
  const layout = settings.layout === 'masonry' ? 'masonry' : 'grid';
  return (
    <ul
      className={`ts-gallery__tiles ts-gallery__tiles--${layout} ts-gallery--${settings.cursor_effect}`}
    >
      {pictures.map((picture, index) => {
        const label = pictureLabel(picture, index);
        const image = (
          <img
            className="ts-gallery__image"
            src={picture.src}
            alt={picture.caption || picture.description || label}
            loading="lazy"
          />
        );
        return (
          <li key={picture.id} className="ts-gallery__tile">
            <figure className="ts-gallery__figure">
              {onOpen ? (
                <button
                  type="button"
                  className="ts-gallery__open"
                  aria-label={`Open ${label}`}
                  onClick={() => onOpen(index)}
                >
                  {image}
                </button>
              ) : (
                image
              )}
              {settings.popup && (picture.caption || picture.description) ? (
                <figcaption className="ts-gallery__caption">
                  {picture.caption ? (
                    <strong className="ts-gallery__caption-title">{picture.caption}</strong>
                  ) : null}
                  {picture.description ? (
                    <span className="ts-gallery__caption-text">{picture.description}</span>
                  ) : null}
                </figcaption>
              ) : null}
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
