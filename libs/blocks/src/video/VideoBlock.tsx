import {
  httpsAddress,
  VIDEO_MAX_WIDTH,
  VIDEO_PLAYER_SANDBOX,
  videoAspectRatio,
  videoPlayerAddress,
  videoSourceOf,
  type VideoSettings,
} from '@tessera/domain';
import { useMemo, useState, type CSSProperties, type ReactNode } from 'react';
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
  const url = parsed.success ? parsed.settings.video_url : '';
  const source = useMemo(() => videoSourceOf(url), [url]);
  if (!parsed.success) return <InvalidSettings type="video" message={parsed.message} />;
  const settings = parsed.settings;
  const title = settings.title || 'Video';
  return (
    <BlockFrame title={settings.title} fallbackLabel="Video" colors={settings}>
      {source?.kind === 'file' ? (
        <VideoFile src={source.src} settings={settings} />
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
            ? 'Add the link of a YouTube or Vimeo video, or of a video file, in this block’s settings.'
            : 'No video here yet.'}
        </p>
      )}
    </BlockFrame>
  );
}

/** The player's box: the chosen aspect ratio, size, border and shadow. */
function VideoBox({ settings, children }: { settings: VideoSettings; children: ReactNode }) {
  return (
    <div className={videoClassName(settings)} style={videoStyle(settings)}>
      {children}
    </div>
  );
}

/**
 * A video file in the browser's player, the owner's play button over it while it is not playing,
 * and a note below it when it cannot be played.
 */
function VideoFile({ src, settings }: { src: string; settings: VideoSettings }) {
  const { ref, failed, onError } = useMediaFailure(src);
  const [playing, setPlaying] = useState(settings.autoplay);
  const poster = httpsAddress(settings.thumbnail);
  const captions = httpsAddress(settings.captions);
  const playButton = settings.play_button_style !== 'none' && !playing && !failed;
  return (
    <>
      <VideoBox settings={settings}>
        <video
          ref={ref}
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
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
        >
          {captions ? <track kind="captions" src={captions} label="Captions" default /> : null}
        </video>
        {playButton ? (
          <button
            type="button"
            className={`ts-video__play ts-video__play--${settings.play_button_style}`}
            style={{ background: settings.play_button_color }}
            aria-label={`Play ${settings.title || 'the video'}`}
            onClick={(event) => {
              const video = event.currentTarget.parentElement?.querySelector('video');
              // A failure to start is the player's error to show (onError above).
              void video?.play().catch(() => undefined);
            }}
          >
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path d="M8 5v14l11-7z" fill="currentColor" />
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
    settings.hover_effect !== 'none' ? `ts-video--hover-${settings.hover_effect}` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

function videoStyle(settings: VideoSettings): CSSProperties {
  return {
    aspectRatio: videoAspectRatio(settings.aspect_ratio),
    maxWidth: VIDEO_MAX_WIDTH[settings.size],
  };
}
