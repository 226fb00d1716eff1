import { useEffect, useState } from 'react';
import { VISUAL_SIZES } from '@tessera/domain';
import { Modal } from '../../shell/ui/Modal.js';
import ui from '../../shell/ui/ui.module.css';
import { downloadName, stepped, type GalleryImage } from './templateImages.js';
import styles from './TemplateImagesDialog.module.css';

type Props = { images: readonly GalleryImage[]; startAt: number; onClose: () => void };

/**
 * Template Images (publishing §2): one image at a time with previous and next, "n of m" and the
 * thumbnails; left arrow goes back, right arrow or space forward, Escape closes. Download names
 * the file by its type and place; full screen opens the image in a new tab.
 */
export function TemplateImagesDialog({ images, startAt, onClose }: Props) {
  const [index, setIndex] = useState(startAt);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const image = images[index]!;
  const count = images.length;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'ArrowLeft') setIndex((current) => stepped(current, -1, count));
      else if (event.key === 'ArrowRight' || event.key === ' ') {
        event.preventDefault();
        setIndex((current) => stepped(current, 1, count));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [count]);

  async function download() {
    setDownloadError(null);
    try {
      const response = await fetch(image.url);
      if (!response.ok) throw new Error(String(response.status));
      const blob = await response.blob();
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = downloadName(image, blob.type);
      link.click();
      URL.revokeObjectURL(link.href);
    } catch {
      setDownloadError('The image could not be downloaded. Please try again.');
    }
  }

  return (
    <Modal title="Template Images" onClose={onClose} maxWidth={VISUAL_SIZES.galleryDialogMaxWidth}>
      <div className={styles.viewer}>
        <button
          type="button"
          className={styles.step}
          aria-label="Previous image"
          onClick={() => setIndex(stepped(index, -1, count))}
        >
          ‹
        </button>
        <img
          className={styles.image}
          src={image.url}
          alt={`${image.kind === 'thumbnail' ? 'Thumbnail' : 'Image'} ${image.position} of ${count}`}
        />
        <button
          type="button"
          className={styles.step}
          aria-label="Next image"
          onClick={() => setIndex(stepped(index, 1, count))}
        >
          ›
        </button>
      </div>
      <div className={styles.bar}>
        <span aria-live="polite">
          {index + 1} of {count}
        </span>
        <div className={ui.row}>
          <button type="button" className={ui.secondaryButton} onClick={() => void download()}>
            Download
          </button>
          <button
            type="button"
            className={ui.secondaryButton}
            onClick={() => window.open(image.url, '_blank', 'noopener,noreferrer')}
          >
            Full screen
          </button>
        </div>
      </div>
      {downloadError ? (
        <p role="alert" className={ui.error}>
          {downloadError}
        </p>
      ) : null}
      <ol className={styles.thumbnails} aria-label="All images">
        {images.map((item, position) => (
          <li key={item.url}>
            <button
              type="button"
              className={position === index ? styles.thumbnailChosen : styles.thumbnail}
              aria-label={`Show image ${position + 1}`}
              aria-current={position === index}
              onClick={() => setIndex(position)}
            >
              <img src={`${item.url}?variant=thumbnail`} alt="" />
            </button>
          </li>
        ))}
      </ol>
    </Modal>
  );
}
