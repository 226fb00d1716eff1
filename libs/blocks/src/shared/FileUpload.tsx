import { useState, type ChangeEvent } from 'react';
import { SHEET_FILE_MAX_BYTES } from '@tessera/domain';
import { isSafeUrl } from './Cell.js';
import type { FieldControlAttributes } from './FieldControl.js';

/** How a field sends its file: what the picker offers, and the call that stores it. */
export type FileUploadTarget = {
  /** What the field takes: a form's file_mime_type, image/* for an image column. */
  accept: string;
  /** Stores the file; resolves with its address, rejects with the message to show. */
  onUpload: (file: File) => Promise<string>;
};

export const FILE_TOO_BIG_MESSAGE = 'File too big: files must be under 5 MB.';

type Props = FileUploadTarget & {
  /** The field's name, for the names of its picture and buttons. */
  label: string;
  /** The column's type: image columns (and image-only fields) show the picture, others a link. */
  type: string;
  /** The stored file's address ('' for none). */
  value: string;
  onChange: (value: string) => void;
  /** Told when a file starts and stops being sent (a form waits; a cell cannot be left). */
  onSendingChange?: (sending: boolean) => void;
  attributes: FieldControlAttributes;
};

type Progress =
  { kind: 'idle' } | { kind: 'sending'; name: string } | { kind: 'sent'; name: string };

/**
 * A file field: choosing a file sends it at once (the picker offers what the field takes; the
 * server checks the bytes), then shows it (an image's preview, else a link) with Remove. Files of
 * 5 MB or more are refused before they are sent. Progress is announced in one status line.
 */
export function FileUpload(props: Props) {
  const { type, value, accept, attributes, label } = props;
  const [progress, setProgress] = useState<Progress>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const errorId = attributes.id ? `${attributes.id}-upload-error` : undefined;
  const sending = progress.kind === 'sending';

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a failure
    if (!file) return;
    setError(null);
    if (file.size >= SHEET_FILE_MAX_BYTES) {
      setError(FILE_TOO_BIG_MESSAGE);
      return;
    }
    setProgress({ kind: 'sending', name: file.name });
    props.onSendingChange?.(true);
    try {
      props.onChange(await props.onUpload(file));
      setProgress({ kind: 'sent', name: file.name });
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'Upload failed.');
      setProgress({ kind: 'idle' });
    } finally {
      props.onSendingChange?.(false);
    }
  }

  // Fields taking only images show the picture; others link to the file.
  const showsImage = type === 'image' || accept === 'image/*';
  return (
    <div className="ts-file-upload">
      {value && isSafeUrl(value) ? (
        showsImage ? (
          <img className="ts-file-upload__preview" src={value} alt={label} />
        ) : (
          <a href={value} target="_blank" rel="noopener noreferrer" aria-label={`View ${label}`}>
            View file
          </a>
        )
      ) : null}
      <input
        {...attributes}
        type="file"
        // "*" takes any file: no filter at all (it is not a valid accept value).
        accept={accept === '*' ? undefined : accept}
        disabled={Boolean(attributes.disabled) || sending}
        aria-describedby={
          [attributes['aria-describedby'], error ? errorId : ''].filter(Boolean).join(' ') ||
          undefined
        }
        onChange={(event) => void choose(event)}
      />
      <p role="status" className="ts-file-upload__status">
        {progress.kind === 'sending' ? `Uploading ${progress.name}…` : null}
        {progress.kind === 'sent' ? `Uploaded ${progress.name}.` : null}
      </p>
      {value && !sending ? (
        <button
          type="button"
          className="ts-button"
          aria-label={`Remove ${label}`}
          disabled={Boolean(attributes.disabled)}
          onClick={() => {
            setProgress({ kind: 'idle' });
            props.onChange('');
          }}
        >
          Remove file
        </button>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="ts-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
