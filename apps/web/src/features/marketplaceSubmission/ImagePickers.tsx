import { useEffect, useId, useMemo, useState } from 'react';
import {
  addImages,
  MARKETPLACE_LIMITS,
  MARKETPLACE_MESSAGES,
  megabytes,
  THUMBNAIL_BG_PRESETS,
  isHexColor,
  thumbnailError,
} from '@tessera/domain';
import styles from '../editor/blocks/editor.module.css';
import type { ImageChoice } from './submitTemplate.js';
import css from './marketplaceSubmission.module.css';

/** The image types the media service takes. */
const ACCEPTED = 'image/png,image/jpeg,image/gif,image/webp';

const sizeOf = (choice: ImageChoice | null) => (choice?.kind === 'file' ? choice.file.size : 0);
export const bytesOf = (choices: readonly (ImageChoice | null)[]) =>
  choices.reduce((total, choice) => total + sizeOf(choice), 0);

/** An address to show a choice from: the stored image, or the chosen file (revoked after). */
function usePreviewUrl(choice: ImageChoice | null): string | null {
  const url = useMemo(
    () =>
      choice === null
        ? null
        : choice.kind === 'stored'
          ? choice.url
          : URL.createObjectURL(choice.file),
    [choice],
  );
  useEffect(
    () => () => {
      if (choice?.kind === 'file' && url) URL.revokeObjectURL(url);
    },
    [choice, url],
  );
  return url;
}

type ThumbnailProps = {
  value: ImageChoice | null;
  background: string;
  /** The bytes the additional images take (the 20 MB total counts them with it). */
  otherBytes: number;
  disabled: boolean;
  onChange: (choice: ImageChoice) => void;
};

/** The thumbnail upload, shown on its background colour (publishing §2, §5). */
export function ThumbnailPicker({
  value,
  background,
  otherBytes,
  disabled,
  onChange,
}: ThumbnailProps) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const preview = usePreviewUrl(value);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>Thumbnail</label>
      <input
        id={id}
        type="file"
        accept={ACCEPTED}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          const refusal = thumbnailError(file, otherBytes);
          setError(refusal);
          if (!refusal) onChange({ kind: 'file', file });
        }}
      />
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={css.thumbnailPreview} style={{ background }}>
        {preview ? (
          <img src={preview} alt="Thumbnail preview" />
        ) : (
          <span className={css.count}>No thumbnail yet</span>
        )}
      </div>
    </div>
  );
}

type ColorProps = { value: string; disabled: boolean; onChange: (color: string) => void };

/** The thumbnail's background colour: a hex value, default #ffffff, and the twelve presets. */
export function BackgroundColorPicker({ value, disabled, onChange }: ColorProps) {
  const id = useId();
  const [text, setText] = useState(value);
  return (
    <div className={styles.field}>
      <label htmlFor={id}>Thumbnail background colour</label>
      <div className={styles.colorRow}>
        <input
          type="color"
          aria-label="Pick a background colour"
          value={isHexColor(value) ? value : '#ffffff'}
          disabled={disabled}
          onChange={(event) => {
            setText(event.target.value);
            onChange(event.target.value);
          }}
        />
        <input
          id={id}
          type="text"
          value={text}
          maxLength={7}
          disabled={disabled}
          spellCheck={false}
          onChange={(event) => {
            setText(event.target.value);
            if (isHexColor(event.target.value)) onChange(event.target.value.toLowerCase());
          }}
        />
      </div>
      <div className={css.presets} role="group" aria-label="Preset colours">
        {THUMBNAIL_BG_PRESETS.map((preset) => (
          <button
            key={preset}
            type="button"
            className={preset === value ? css.presetChosen : css.preset}
            style={{ background: preset }}
            aria-label={preset}
            aria-pressed={preset === value}
            disabled={disabled}
            onClick={() => {
              setText(preset);
              onChange(preset);
            }}
          />
        ))}
      </div>
    </div>
  );
}

type ImagesProps = {
  value: ImageChoice[];
  /** The thumbnail's bytes (the 20 MB total counts it). */
  thumbnailBytes: number;
  disabled: boolean;
  onChange: (images: ImageChoice[]) => void;
  onMessage: (text: string | null) => void;
};

/**
 * Up to five additional images (publishing §2, §5): the count, a limit-reached state, the total
 * against 20 MB, and the files refused with their reason.
 */
export function AdditionalImagesPicker({
  value,
  thumbnailBytes,
  disabled,
  onChange,
  onMessage,
}: ImagesProps) {
  const id = useId();
  const [rejected, setRejected] = useState<{ name: string; reason: string }[]>([]);
  const total = thumbnailBytes + bytesOf(value);
  const full = value.length >= MARKETPLACE_LIMITS.maxAdditionalImages;
  const overSize = total > MARKETPLACE_LIMITS.maxTotalImageBytes;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>Additional images</label>
      <input
        id={id}
        type="file"
        accept={ACCEPTED}
        multiple
        disabled={disabled || full}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length === 0) return;
          const added = addImages(value.length, total, files);
          setRejected(added.rejected);
          onMessage(added.message);
          if (added.accepted.length > 0)
            onChange([
              ...value,
              ...added.accepted.map((file) => ({ kind: 'file' as const, file })),
            ]);
        }}
      />
      <p className={full ? css.limitReached : css.count} aria-live="polite">
        {value.length} / {MARKETPLACE_LIMITS.maxAdditionalImages} images
        {full ? ` · ${MARKETPLACE_MESSAGES.tooManyImages}` : ''}
      </p>
      <p className={overSize ? css.overSize : css.count}>
        Total size: {megabytes(total)} MB / 20MB
      </p>
      {rejected.length > 0 ? (
        <ul className={css.rejectedFiles} aria-label="Files not added">
          {rejected.map((file) => (
            <li key={file.name}>
              {file.name}: {file.reason}
            </li>
          ))}
        </ul>
      ) : null}
      {value.length > 0 ? (
        <ul className={css.images}>
          {value.map((choice, index) => (
            <ImageTile
              key={choice.kind === 'stored' ? choice.url : `${choice.file.name}-${index}`}
              choice={choice}
              position={index + 1}
              disabled={disabled}
              onRemove={() => {
                onChange(value.filter((_, i) => i !== index));
                onMessage(null);
              }}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ImageTile({
  choice,
  position,
  disabled,
  onRemove,
}: {
  choice: ImageChoice;
  position: number;
  disabled: boolean;
  onRemove: () => void;
}) {
  const preview = usePreviewUrl(choice);
  return (
    <li className={css.image}>
      {preview ? <img src={preview} alt={`Image ${position}`} /> : null}
      <button
        type="button"
        className={css.removeImage}
        aria-label={`Remove image ${position}`}
        disabled={disabled}
        onClick={onRemove}
      >
        ×
      </button>
    </li>
  );
}
