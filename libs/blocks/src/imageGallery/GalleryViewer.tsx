import type { ImageGallerySettings } from '@tessera/domain';
import { useMemo, useSyncExternalStore } from 'react';
import Lightbox, {
  type LightboxExternalProps,
  type Plugin,
  type SlideImage,
} from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Fullscreen from 'yet-another-react-lightbox/plugins/fullscreen';
import Inline from 'yet-another-react-lightbox/plugins/inline';
import Slideshow from 'yet-another-react-lightbox/plugins/slideshow';
import Thumbnails from 'yet-another-react-lightbox/plugins/thumbnails';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import 'yet-another-react-lightbox/plugins/thumbnails.css';
import { pictureLabel, type GalleryPicture } from './galleryPictures.js';

const SWIPE_MS = 500;

/**
 * The pictures as the viewer's slides, captions only when the owner shows them: the same array
 * while the pictures are the same, as the library goes back to the first slide on a new one.
 */
function useSlides(pictures: readonly GalleryPicture[], captions: boolean): SlideImage[] {
  return useMemo(() => slides(pictures, captions), [pictures, captions]);
}

function slides(pictures: readonly GalleryPicture[], captions: boolean): SlideImage[] {
  return pictures.map((picture, index) => ({
    src: picture.src,
    alt: picture.caption || picture.description || pictureLabel(picture, index),
    ...(captions && picture.caption ? { title: picture.caption } : {}),
    ...(captions && picture.description ? { description: picture.description } : {}),
  }));
}

/** The settings every view of the pictures shares: thumbnails, icons, the move between them. */
function sharedProps(
  slideList: readonly SlideImage[],
  settings: ImageGallerySettings,
): LightboxExternalProps {
  const moving = settings.animation === 'slide' ? SWIPE_MS : 0;
  return {
    slides: slideList,
    carousel: { finite: slideList.length < 2 },
    animation: { swipe: moving, navigation: moving },
    thumbnails: {
      border: settings.thumbnail_border_width,
      borderColor: settings.thumbnail_border_color,
      borderRadius: settings.thumbnail_corner,
      padding: settings.thumbnail_padding,
      gap: settings.thumbnail_margin,
    },
    styles: {
      root: {
        '--yarl__color_button': settings.icon_color,
        '--yarl__icon_size': `${settings.icon_size}px`,
      },
    },
    labels: { Lightbox: settings.title || 'Image gallery', 'Photo gallery': 'Pictures' },
  };
}

function pluginsFor(settings: ImageGallerySettings, ...always: Plugin[]): Plugin[] {
  return [
    ...always,
    ...(settings.popup ? [Captions] : []),
    ...(settings.show_thumbnails ? [Thumbnails] : []),
  ];
}

/**
 * The carousel and full-screen layouts: the page's pictures one at a time in the block, moving on
 * by themselves every carousel or full-screen interval (3000 ms by default) unless the owner
 * turned that off, with arrows, swiping and keys; the full-screen view fills the screen's height
 * and can take the whole screen.
 */
export function GallerySlides({
  pictures,
  settings,
}: {
  pictures: readonly GalleryPicture[];
  settings: ImageGallerySettings;
}) {
  const fullScreen = settings.layout === 'FullScreenView';
  const delay = fullScreen ? settings.fullscreen_interval : settings.carousel_interval;
  const slideList = useSlides(pictures, settings.popup);
  // A visitor who asks for less motion moves the pictures on themselves.
  const lessMotion = usePrefersReducedMotion();
  const autoplay = settings.autoplay && !lessMotion;
  return (
    <div
      className={`ts-gallery__slides${fullScreen ? ' ts-gallery__slides--full' : ''} ts-gallery__slides--${settings.animation}`}
    >
      <Lightbox
        {...sharedProps(slideList, settings)}
        plugins={pluginsFor(
          settings,
          Inline,
          ...(autoplay ? [Slideshow] : []),
          ...(fullScreen ? [Fullscreen] : []),
        )}
        slideshow={{ autoplay, delay }}
        inline={{ className: 'ts-gallery__stage' }}
      />
    </div>
  );
}

/** A tile's picture large, over the page, with the page's other pictures around it. */
export function GalleryLightbox({
  pictures,
  settings,
  index,
  onClose,
}: {
  pictures: readonly GalleryPicture[];
  settings: ImageGallerySettings;
  index: number;
  onClose: () => void;
}) {
  const slideList = useSlides(pictures, settings.popup);
  return (
    <Lightbox
      {...sharedProps(slideList, settings)}
      plugins={pluginsFor(settings, Counter)}
      open
      index={index}
      close={onClose}
    />
  );
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function onMotionPreference(changed: () => void): () => void {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

/** Whether the visitor asked for less motion (false on the server, which cannot know). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    onMotionPreference,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}
