import {
  IFRAME_SANDBOX,
  VIDEO_MAX_WIDTH,
  videoAspectRatio,
  videoPlayerAddress,
  videoSourceOf,
  type VideoSettings,
} from '@tessera/domain';
import { useMemo, type CSSProperties } from 'react';
import { BlockFrame, InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import type { BlockRendererProps } from '../types.js';

/** What the site players may ask the browser for. */
const PLAYER_PERMISSIONS = 'autoplay; encrypted-media; fullscreen; picture-in-picture';

/**
 * The video at the block's address: a YouTube or Vimeo video in the site's own player, sandboxed
 * like the iframe block, or a video file in the browser's player, at the chosen aspect ratio and
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
      {source ? (
        <div className={videoClassName(settings)} style={videoStyle(settings)}>
          {source.kind === 'file' ? (
            <video
              className="ts-video__player"
              src={source.src}
              poster={settings.thumbnail || undefined}
              controls={settings.controls}
              autoPlay={settings.autoplay}
              muted={settings.muted}
              loop={settings.loop}
              playsInline
              preload="metadata"
            >
              {settings.captions ? (
                <track kind="captions" src={settings.captions} label="Captions" default />
              ) : null}
            </video>
          ) : (
            <iframe
              className="ts-video__player"
              src={videoPlayerAddress(source, settings)}
              title={title}
              sandbox={IFRAME_SANDBOX}
              allow={PLAYER_PERMISSIONS}
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
              loading="lazy"
            />
          )}
        </div>
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

function videoClassName(settings: VideoSettings): string {
  return [
    'ts-video',
    settings.border ? 'ts-video--border' : '',
    settings.shadow ? 'ts-video--shadow' : '',
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
