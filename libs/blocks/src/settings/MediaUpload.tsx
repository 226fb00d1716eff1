import { useEffect, useId, useRef, useState } from 'react';
import {
  BLOCK_MEDIA,
  BLOCK_MEDIA_ACCEPT,
  blockMediaTooBigMessage,
  type BlockMediaKind,
} from '@tessera/domain';

/** A file the media service kept: its address, and the type it read from the bytes. */
export type UploadedMedia = { url: string; content_type: string };

/** Sends a file to the media service (POST /api/block-media/{kind}); rejects with a message. */
export type UploadMedia = (kind: BlockMediaKind, file: File) => Promise<UploadedMedia>;

type Props = {
  kind: BlockMediaKind;
  /** What the button says: "Upload an image", "Replace the file"… */
  label: string;
  /** The field the button fills, named to screen readers. */
  fieldLabel: string;
  uploadMedia: UploadMedia;
  onUploaded: (uploaded: UploadedMedia) => void;
};

/**
 * A button that picks a file and uploads it: too large a file is refused before it is sent, the
 * button says when it is uploading, and the server's refusal (a file of the wrong kind, a full
 * workspace) is shown under it. The setting changes only once the file is stored.
 */
export function MediaUploadButton({ kind, label, fieldLabel, uploadMedia, onUploaded }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [uploading, setUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // An upload that ends after the form closed (another block opened) changes nothing.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const send = async (file: File) => {
    setError(null);
    if (file.size > BLOCK_MEDIA[kind].maxBytes) {
      setError(blockMediaTooBigMessage(kind));
      return;
    }
    setUploading(true);
    try {
      const uploaded = await uploadMedia(kind, file);
      if (mounted.current) onUploaded(uploaded);
    } catch (failure) {
      if (mounted.current)
        setError(
          failure instanceof Error ? failure.message : 'The upload failed. Please try again.',
        );
    } finally {
      if (mounted.current) setUploading(false);
    }
  };

  return (
    <div className="ts-settings__upload">
      <input
        ref={input}
        type="file"
        hidden
        accept={BLOCK_MEDIA_ACCEPT[kind]}
        aria-label={`${fieldLabel}: file to upload`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // The same file may be chosen again after a refusal.
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      <button
        type="button"
        className="ts-settings__upload-button"
        disabled={uploading}
        aria-describedby={error ? errorId : undefined}
        onClick={() => input.current?.click()}
      >
        {uploading ? 'Uploading…' : label}
      </button>
      {error ? (
        <p id={errorId} className="ts-settings__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
