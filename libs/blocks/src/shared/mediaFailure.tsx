import { useCallback, useState } from 'react';
import { uploadedMediaPath } from '@tessera/domain';

/**
 * Whether a video or audio element failed to load `src` (a host that is down, a file that is not
 * there or not a format the browser plays). A failure before the page was hydrated fired no
 * event React heard, so the element's own error is read when it is attached too.
 */
export function useMediaFailure(src: string) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const onError = useCallback(() => setFailedSrc(src), [src]);
  const ref = useCallback(
    (element: HTMLMediaElement | null) => {
      if (element?.error) setFailedSrc(src);
    },
    [src],
  );
  return { ref, failed: failedSrc === src, onError };
}

/** The block's note when its file cannot be played; the player stays, so a retry can work. */
export function MediaFailure({ what, src }: { what: 'video' | 'audio'; src: string }) {
  return (
    <p className="ts-block__error ts-media__failure" role="alert">
      {uploadedMediaPath(src)
        ? `The uploaded ${what} could not be played. Check that the file is a format browsers play`
        : `The ${what} at ${hostOf(src)} could not be played. Check that the address is right and that the file is a format browsers play`}{' '}
      ({what === 'video' ? 'MP4 or WebM' : 'MP3, M4A, OGG or WAV'}).
    </p>
  );
}

function hostOf(src: string): string {
  try {
    return new URL(src).host;
  } catch {
    return src;
  }
}
