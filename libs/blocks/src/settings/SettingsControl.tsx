import { useId } from 'react';
import { uploadedMediaPath, type SettingsField, type SettingsOption } from '@tessera/domain';
import { AnyOfControl, DateRangeControl } from './FilterValueControls.js';
import { MediaUploadButton, type UploadedMedia, type UploadMedia } from './MediaUpload.js';

/** What the server holds for a `secret` field. */
export type SecretState = 'none' | 'stored' | 'clearedOnSave';

type Props = {
  field: SettingsField;
  value: unknown;
  onChange: (value: unknown) => void;
  /** The choices of column, sheet, page and section fields, resolved by the form. */
  options: readonly SettingsOption[];
  /**
   * A `secret` field: whether the server holds one (its value is never sent back), or held one
   * that saving will clear because what it was for changed.
   */
  secret?: SecretState | undefined;
  /** Uploads a file for a field with `upload` (absent where the editor cannot upload). */
  uploadMedia?: UploadMedia | undefined;
  /** Stores an uploaded file (its address, and its type where the field keeps one). */
  onUploaded?: ((uploaded: UploadedMedia) => void) | undefined;
  /** What is wrong with the value, shown under it. */
  problem?: string | undefined;
};

/** The browser input picking each date or time kind, whose value is the text stored. */
const PICKER_TYPES = { date: 'date', time: 'time', datetime: 'datetime-local' } as const;

function asText(value: unknown): string {
  const scalar: unknown = Array.isArray(value) ? value[0] : value;
  return typeof scalar === 'string' || typeof scalar === 'number' || typeof scalar === 'boolean'
    ? String(scalar)
    : '';
}

/** A select keeps a stored value that is no longer offered, so the owner sees what to fix. */
function withCurrent(
  options: readonly SettingsOption[],
  current: string,
): readonly SettingsOption[] {
  if (current === '' || options.some((option) => String(option.value) === current)) return options;
  return [...options, { value: current, label: `${current} (not available)` }];
}

/** One scalar setting: text, textarea, number, boolean, colour, a choice or a filter value. */
export function SettingsControl({
  field,
  value,
  onChange,
  options,
  secret = 'none',
  uploadMedia,
  onUploaded = (uploaded) => onChange(uploaded.url),
  problem,
}: Props) {
  const id = useId();
  const label = (
    <label htmlFor={id} className="ts-settings__label">
      {field.label}
    </label>
  );
  const help = (
    <>
      {field.help ? <p className="ts-settings__help">{field.help}</p> : null}
      {problem ? <p className="ts-settings__problem">{problem}</p> : null}
    </>
  );
  switch (field.kind) {
    case 'boolean':
      return (
        <div className="ts-settings__row ts-settings__row--inline">
          <input
            id={id}
            type="checkbox"
            checked={value === true}
            onChange={(event) => onChange(event.target.checked)}
          />
          {label}
          {help}
        </div>
      );
    case 'number':
      return (
        <div className="ts-settings__row">
          {label}
          <input
            id={id}
            type="number"
            min={field.min}
            max={field.max}
            step={field.step ?? 'any'}
            value={typeof value === 'number' ? value : ''}
            // An emptied number field is unset; the schema then applies its default or reports it.
            onChange={(event) =>
              onChange(event.target.value === '' ? undefined : Number(event.target.value))
            }
          />
          {help}
        </div>
      );
    case 'textarea':
      return (
        <div className="ts-settings__row">
          {label}
          <textarea
            id={id}
            rows={5}
            value={asText(value)}
            onChange={(event) => onChange(event.target.value)}
          />
          {help}
        </div>
      );
    case 'color': {
      const text = asText(value);
      return (
        <div className="ts-settings__row">
          {label}
          <div className="ts-settings__color">
            <input
              type="color"
              aria-label={`${field.label} picker`}
              value={/^#[0-9a-f]{6}$/i.test(text) ? text : '#000000'}
              onChange={(event) => onChange(event.target.value)}
            />
            <input
              id={id}
              type="text"
              value={text}
              placeholder="Theme colour"
              // Optional colours fall back to the theme when cleared.
              onChange={(event) =>
                onChange(event.target.value === '' ? undefined : event.target.value)
              }
            />
          </div>
          {help}
        </div>
      );
    }
    case 'select':
    case 'column':
    case 'sheet':
    case 'page':
    case 'section': {
      const current = asText(value);
      const offered = withCurrent(
        field.kind === 'select' ? (field.options ?? []) : options,
        current,
      );
      const numeric = offered.some((option) => typeof option.value === 'number');
      const blankLabel =
        field.kind === 'section'
          ? 'un-categorized'
          : field.kind === 'select'
            ? null
            : (field.blankLabel ?? 'Choose…');
      return (
        <div className="ts-settings__row">
          {label}
          <select
            id={id}
            value={current}
            onChange={(event) =>
              onChange(numeric ? Number(event.target.value) : event.target.value)
            }
          >
            {blankLabel !== null ? <option value="">{blankLabel}</option> : null}
            {offered.map((option) => (
              <option key={String(option.value)} value={String(option.value)}>
                {option.label}
              </option>
            ))}
          </select>
          {help}
        </div>
      );
    }
    case 'secret':
      return (
        <div className="ts-settings__row">
          {label}
          <input
            id={id}
            type="password"
            autoComplete="new-password"
            value={asText(value)}
            placeholder={
              secret === 'stored' ? `${field.label} set, enter a new one to replace it` : ''
            }
            onChange={(event) => onChange(event.target.value)}
          />
          {secret === 'stored' ? (
            <p className="ts-settings__help">Leave it empty to keep the stored one.</p>
          ) : null}
          {secret === 'clearedOnSave' ? (
            <p className="ts-settings__help" role="status">
              The stored {field.label.toLowerCase()} was for the previous address: enter it again,
              or it is removed when you save.
            </p>
          ) : null}
          {help}
        </div>
      );
    case 'date-range':
      return (
        <DateRangeControl
          label={field.label}
          value={asText(value)}
          onChange={onChange}
          help={help}
        />
      );
    case 'any-of':
      return (
        <AnyOfControl label={field.label} value={asText(value)} onChange={onChange} help={help} />
      );
    case 'date':
    case 'time':
    case 'datetime':
      return (
        <div className="ts-settings__row">
          {label}
          <input
            id={id}
            type={PICKER_TYPES[field.kind]}
            value={asText(value)}
            onChange={(event) => onChange(event.target.value)}
          />
          {help}
        </div>
      );
    case 'upload': {
      const stored = uploadedMediaPath(asText(value)) ?? '';
      return (
        <div className="ts-settings__row" role="group" aria-labelledby={id}>
          <span id={id} className="ts-settings__label">
            {field.label}
          </span>
          <p className="ts-settings__help" role="status">
            {stored ? (
              <>
                A file is uploaded (
                <a href={stored} target="_blank" rel="noreferrer">
                  open it
                </a>
                ).
              </>
            ) : (
              'No file uploaded yet.'
            )}
          </p>
          <div className="ts-settings__upload">
            {uploadMedia && field.upload ? (
              <MediaUploadButton
                kind={field.upload}
                label={stored ? 'Replace the file' : 'Upload a file'}
                fieldLabel={field.label}
                uploadMedia={uploadMedia}
                onUploaded={onUploaded}
              />
            ) : null}
            {stored ? (
              <button
                type="button"
                className="ts-settings__upload-button"
                onClick={() => onChange('')}
              >
                Remove the file
              </button>
            ) : null}
          </div>
          {help}
        </div>
      );
    }
    case 'text':
    case 'list':
    case 'group':
      return (
        <div className="ts-settings__row">
          {label}
          <input
            id={id}
            type="text"
            value={asText(value)}
            onChange={(event) => onChange(event.target.value)}
          />
          {field.kind === 'text' && field.upload && uploadMedia ? (
            <MediaUploadButton
              kind={field.upload}
              label={`Upload ${field.upload === 'image' ? 'an image' : 'a file'}`}
              fieldLabel={field.label}
              uploadMedia={uploadMedia}
              onUploaded={onUploaded}
            />
          ) : null}
          {help}
        </div>
      );
  }
}
