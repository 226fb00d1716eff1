import { useEffect } from 'react';
import { audioOf, mediaAddress, type AudioSettings } from '@tessera/domain';
import { BlockFrame, InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import { MediaFailure, useMediaFailure } from '../shared/mediaFailure.js';
import type { BlockRendererProps } from '../types.js';

/**
 * The block's audio file (at its https address, or uploaded) in the browser's player, its
 * thumbnail beside it.
 */
export function AudioBlock({ block, viewer }: BlockRendererProps) {
  const parsed = useBlockSettings('audio', block);
  if (!parsed.success) return <InvalidSettings type="audio" message={parsed.message} />;
  const settings = parsed.settings;
  const audio = audioOf(settings);
  const thumbnail = settings.thumbnail ? mediaAddress(settings.thumbnail) : null;
  return (
    <BlockFrame title={settings.title} fallbackLabel="Audio" colors={settings}>
      {audio ? (
        <div className="ts-audio">
          {thumbnail ? <img className="ts-audio__thumbnail" src={thumbnail} alt="" /> : null}
          <AudioFile key={audio.src} src={audio.src} type={audio.type} settings={settings} />
        </div>
      ) : (
        <p className="ts-block__empty">
          {viewer.canEdit
            ? settings.audio_source_type === 'Upload'
              ? 'Upload an audio file in this block’s settings.'
              : 'Add the link of an audio file in this block’s settings.'
            : 'No audio here yet.'}
        </p>
      )}
    </BlockFrame>
  );
}

/** An audio file in the browser's player, and a note when it cannot be played. */
function AudioFile({
  src,
  type,
  settings,
}: {
  src: string;
  /** The file's content type when known (an upload): a browser that cannot play it says so. */
  type: string | null;
  settings: AudioSettings;
}) {
  const { ref, failed, onError } = useMediaFailure(src);
  // A type the browser says it cannot play fails at once (a <source> that failed before the page
  // was hydrated leaves no error on the element to read).
  useEffect(() => {
    if (type && document.createElement('audio').canPlayType(type) === '') onError();
  }, [type, onError]);
  return (
    <>
      <audio
        ref={ref}
        className="ts-audio__player"
        src={type ? undefined : src}
        controls={settings.controls}
        autoPlay={settings.autoplay}
        muted={settings.muted}
        loop={settings.loop}
        preload="metadata"
        aria-label={settings.title || 'Audio'}
        onError={onError}
      >
        {type ? <source src={src} type={type} onError={onError} /> : null}
      </audio>
      {failed ? <MediaFailure what="audio" src={src} /> : null}
    </>
  );
}
