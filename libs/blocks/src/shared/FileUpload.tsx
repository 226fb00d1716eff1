import { useState, type ChangeEvent } from 'react';
import { SHEET_FILE_MAX_BYTES } from '@tessera/domain';
import { isSafeUrl } from './Cell.js';
import type { FieldControlAttributes } from './FieldControl.js';

/** How a field sends its file: what the picker offers, and the call that stores it. */
export type FileUploadTarget = {
  /** The `accept` of the picker: a form's file_mime_type, image/* for an image column. */
  accept: string;
  /** Stores the file; resolves with its address, rejects with the message to show. */
  onUpload: (file: File) => Promise<string>;
};

export const FILE_TOO_BIG_MESSAGE = 'File too big: files must be under 5 MB.';

type Props = FileUploadTarget & {
  /** The column's type: image columns (and image-only fields) show the picture, others a link. */
  type: string;
  /** The stored file's address ('' for none). */
  value: string;
  onChange: (value: string) => void;
  attributes: FieldControlAttributes;
};

/**
 * A file field: choosing a file sends it at once (the picker offers what the field takes; the
 * server checks the bytes), then shows it (an image's preview, else a link) with Replace and
 * Remove. Files of 5 MB or more are refused before they are sent.
 */
export function FileUpload({ type, value, onChange, accept, onUpload, attributes }: Props) {
  const [sending, setSending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const errorId = attributes.id ? `${attributes.id}-upload-error` : undefined;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file may be chosen again after a failure
    if (!file) return;
    setError(null);
    if (file.size >= SHEET_FILE_MAX_BYTES) {
      setError(FILE_TOO_BIG_MESSAGE);
      return;
    }
    setSending(file.name);
    try {
      onChange(await onUpload(file));
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'Upload failed.');
    } finally {
      setSending(null);
    }
  }

  const disabled = Boolean(attributes.disabled) || sending !== null;
  // Fields taking only images show the picture; others link to the file.
  const showsImage = type === 'image' || accept === 'image/*';
  return (
    <div className="ts-file-upload">
      {value && isSafeUrl(value) ? (
        showsImage ? (
          <img className="ts-file-upload__preview" src={value} alt="" />
        ) : (
          <a href={value} target="_blank" rel="noopener noreferrer">
            View file
          </a>
        )
      ) : null}
      <input
        {...attributes}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-describedby={
          [attributes['aria-describedby'], error ? errorId : ''].filter(Boolean).join(' ') ||
          undefined
        }
        onChange={(event) => void choose(event)}
      />
      {sending !== null ? (
        <p role="status" className="ts-file-upload__status">
          Uploading {sending}…
        </p>
      ) : null}
      {value && sending === null ? (
        <button
          type="button"
          className="ts-button"
          disabled={Boolean(attributes.disabled)}
          onClick={() => onChange('')}
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
