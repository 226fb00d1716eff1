import { useState, type FormEvent } from 'react';
import { FieldInput } from '../shared/FieldInput.js';
import type { TableAxis } from '@tessera/domain';
import { takesUploadedImages, type TableColumn } from './tableColumns.js';

type Props = {
  columns: readonly (TableColumn & {
    options?: string;
    from_google_sheet?: boolean;
    source?: string;
    image_source?: TableAxis['image_source'];
  })[];
  rows: readonly Record<string, string | undefined>[];
  submitTitle: string;
  /** The form's accessible name; "Add a row" unless it edits one. */
  label?: string;
  /** The values the fields start with (an edited row's). */
  initialValues?: Readonly<Record<string, string>>;
  onSubmit: (values: Record<string, string>) => Promise<void>;
  onDone: () => void;
  /** Sends a picture for an "Upload Image" column; resolves with its address. */
  onUploadFile?: ((column: string, file: File) => Promise<string>) | undefined;
};

/** The add-row form (and the Edit row form): one field per visible column. */
export function AddRowForm({
  columns,
  rows,
  submitTitle,
  label = 'Add a row',
  initialValues,
  onSubmit,
  onDone,
  onUploadFile,
}: Props) {
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...initialValues }));
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // Pictures being sent: the row waits for their addresses.
  const [uploading, setUploading] = useState(0);

  function uploadFor(column: Props['columns'][number]) {
    if (!onUploadFile || !takesUploadedImages(column)) return undefined;
    return {
      accept: 'image/*',
      onUpload: async (file: File) => {
        setUploading((count) => count + 1);
        try {
          return await onUploadFile(column.column, file);
        } finally {
          setUploading((count) => count - 1);
        }
      },
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (uploading > 0) return;
    setSending(true);
    setError(null);
    try {
      await onSubmit(values);
      setValues({});
      onDone();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setSending(false);
    }
  }

  return (
    <form className="ts-add-row" aria-label={label} onSubmit={(event) => void submit(event)}>
      {columns.map((column) => (
        <FieldInput
          key={column.column}
          label={column.column}
          type={column.type}
          value={values[column.column] ?? ''}
          onChange={(value) => setValues((current) => ({ ...current, [column.column]: value }))}
          choiceSource={{
            options: column.options ?? '',
            from_google_sheet: column.from_google_sheet ?? false,
            source: column.source ?? '',
            column: column.column,
          }}
          rows={rows}
          disabled={sending}
          upload={uploadFor(column)}
        />
      ))}
      {error ? (
        <p role="alert" className="ts-field__error">
          {error}
        </p>
      ) : null}
      <div className="ts-add-row__actions">
        <button
          type="submit"
          className="ts-button ts-button--primary"
          disabled={sending || uploading > 0}
        >
          {submitTitle.trim() || 'Save'}
        </button>
        <button type="button" className="ts-button" onClick={onDone} disabled={sending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
