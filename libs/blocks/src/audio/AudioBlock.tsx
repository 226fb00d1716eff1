import { httpsAddress, type AudioSettings } from '@tessera/domain';
import { BlockFrame, InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import { MediaFailure, useMediaFailure } from '../shared/mediaFailure.js';
import type { BlockRendererProps } from '../types.js';

/** The audio file at the block's https address in the browser's player, its thumbnail beside it. */
export function AudioBlock({ block, viewer }: BlockRendererProps) {
  const parsed = useBlockSettings('audio', block);
  if (!parsed.success) return <InvalidSettings type="audio" message={parsed.message} />;
  const settings = parsed.settings;
  const src = httpsAddress(settings.audio_url);
  const thumbnail = settings.thumbnail ? httpsAddress(settings.thumbnail) : null;
  return (
    <BlockFrame title={settings.title} fallbackLabel="Audio" colors={settings}>
      {src ? (
        <div className="ts-audio">
          {thumbnail ? <img className="ts-audio__thumbnail" src={thumbnail} alt="" /> : null}
          <AudioFile src={src} settings={settings} />
        </div>
      ) : (
        <p className="ts-block__empty">
          {viewer.canEdit
            ? 'Add the link of an audio file in this block’s settings.'
            : 'No audio here yet.'}
        </p>
      )}
    </BlockFrame>
  );
}

/** An audio file in the browser's player, and a note when it cannot be played. */
function AudioFile({ src, settings }: { src: string; settings: AudioSettings }) {
  const { ref, failed, onError } = useMediaFailure(src);
  return (
    <>
      <audio
        ref={ref}
        className="ts-audio__player"
        src={src}
        controls={settings.controls}
        autoPlay={settings.autoplay}
        muted={settings.muted}
        loop={settings.loop}
        preload="metadata"
        aria-label={settings.title || 'Audio'}
        onError={onError}
      />
      {failed ? <MediaFailure what="audio" src={src} /> : null}
    </>
  );
}
