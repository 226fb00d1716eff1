import {
  DEFAULT_BUTTON_COLOR,
  httpsAddress,
  mediaAddress,
  VIDEO_MAX_WIDTH,
  VIDEO_PLAYER_SANDBOX,
  videoAspectRatio,
  videoPlayerAddress,
  videoOf,
  type VideoSettings,
} from '@tessera/domain';
import { useMemo, useState, type ReactNode } from 'react';
import { BlockFrame, InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import { MediaFailure, useMediaFailure } from '../shared/mediaFailure.js';
import type { BlockRendererProps } from '../types.js';

/** What the site players may ask the browser for. */
const PLAYER_PERMISSIONS = 'autoplay; encrypted-media; fullscreen; picture-in-picture';

/**
 * The video at the block's address: a YouTube or Vimeo video in the site's own player, sandboxed
 * (VIDEO_PLAYER_SANDBOX), or a video file in the browser's player, at the chosen aspect ratio and
 * size. Autoplay is always muted (the settings refuse it otherwise).
 */
export function VideoBlock({ block, viewer }: BlockRendererProps) {
  const parsed = useBlockSettings('video', block);
  const chosen = parsed.success ? parsed.settings : null;
  const source = useMemo(
    () => (chosen ? videoOf(chosen) : null),
    // The source depends on these three settings alone.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [chosen?.video_type, chosen?.video_url, chosen?.video_upload],
  );
  if (!parsed.success) return <InvalidSettings type="video" message={parsed.message} />;
  const settings = parsed.settings;
  const title = settings.title || 'Video';
  return (
    <BlockFrame title={settings.title} fallbackLabel="Video" colors={settings}>
      {source?.kind === 'file' ? (
        // A new address is a new player, its play button back.
        <VideoFile key={source.src} src={source.src} settings={settings} />
      ) : source ? (
        <VideoBox settings={settings}>
          <iframe
            className="ts-video__player"
            src={videoPlayerAddress(source, settings)}
            title={title}
            sandbox={VIDEO_PLAYER_SANDBOX}
            allow={PLAYER_PERMISSIONS}
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
            loading="lazy"
          />
        </VideoBox>
      ) : (
        <p className="ts-block__empty">
          {viewer.canEdit
            ? settings.video_type === 'Upload'
              ? 'Upload a video file in this block’s settings.'
              : 'Add the link of a YouTube or Vimeo video, or of a video file, in this block’s settings.'
            : 'No video here yet.'}
        </p>
      )}
    </BlockFrame>
  );
}

/**
 * The player's box: the chosen aspect ratio, size, border and shadow, inside a frame that holds
 * still under the pointer while the box shows the hover effect.
 */
function VideoBox({ settings, children }: { settings: VideoSettings; children: ReactNode }) {
  const hover = settings.hover_effect === 'none' ? '' : ` ts-video-frame--${settings.hover_effect}`;
  return (
    <div className={`ts-video-frame${hover}`} style={{ maxWidth: VIDEO_MAX_WIDTH[settings.size] }}>
      <div
        className={videoClassName(settings)}
        style={{ aspectRatio: videoAspectRatio(settings.aspect_ratio) }}
      >
        {children}
      </div>
    </div>
  );
}

/**
 * A video file in the browser's player, with the owner's play button over it, and a note below it
 * when it cannot be played. With the player's controls, the button starts the video once and the
 * controls do the rest; without them, it stays as the video's play and pause toggle (shown under
 * the pointer or when focused while the video plays), so a visitor can always stop it.
 */
function VideoFile({ src, settings }: { src: string; settings: VideoSettings }) {
  const { ref: noticeFailure, failed, onError } = useMediaFailure(src);
  // Playing only once the browser says so: it may refuse an autoplay (power saving, settings).
  const [playing, setPlaying] = useState(false);
  const [started, setStarted] = useState(false);
  const poster = mediaAddress(settings.thumbnail);
  const captions = httpsAddress(settings.captions);
  const toggle =
    settings.play_button_style !== 'none' && !failed && (!settings.controls || !started);
  const name = settings.title || 'the video';
  return (
    <>
      <VideoBox settings={settings}>
        <video
          ref={(element) => {
            noticeFailure(element);
            // A video that began before the page was hydrated fired its play event unheard.
            if (element && !element.paused) {
              setPlaying(true);
              setStarted(true);
            }
          }}
          className="ts-video__player"
          src={src}
          poster={poster ?? undefined}
          // Captions from another site are read only through CORS, which the video then needs too.
          crossOrigin={captions ? 'anonymous' : undefined}
          controls={settings.controls}
          autoPlay={settings.autoplay}
          muted={settings.muted}
          loop={settings.loop}
          playsInline
          preload="metadata"
          onError={onError}
          onPlay={() => {
            setPlaying(true);
            setStarted(true);
          }}
          onPause={() => setPlaying(false)}
          // A new address starts over, paused (the browser fires no pause for it).
          onEmptied={() => setPlaying(false)}
        >
          {captions ? <track kind="captions" src={captions} label="Captions" default /> : null}
        </video>
        {toggle ? (
          <button
            type="button"
            className={`ts-video__play ts-video__play--${settings.play_button_style}${playing ? ' ts-video__play--playing' : ''}`}
            style={{ background: settings.play_button_color || DEFAULT_BUTTON_COLOR }}
            aria-label={playing ? `Pause ${name}` : `Play ${name}`}
            onClick={(event) => {
              const video = event.currentTarget.parentElement?.querySelector('video');
              if (!video) return;
              if (video.paused) {
                // A failure to start is the player's error to show (onError above).
                void video.play().catch(() => undefined);
              } else video.pause();
            }}
          >
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path
                d={playing ? 'M7 5h4v14H7zM13 5h4v14h-4z' : 'M8 5v14l11-7z'}
                fill="currentColor"
              />
            </svg>
          </button>
        ) : null}
      </VideoBox>
      {failed ? <MediaFailure what="video" src={src} /> : null}
    </>
  );
}

function videoClassName(settings: VideoSettings): string {
  return [
    'ts-video',
    settings.border ? 'ts-video--border' : '',
    settings.shadow ? 'ts-video--shadow' : '',
  ]
    .filter(Boolean)
    .join(' ');
}
