import { useState, type CSSProperties, type FormEvent, type ReactNode } from 'react';
import type { SheetRow } from '@tessera/contracts';
import { FieldInput } from '../shared/FieldInput.js';
import type { BlockRendererProps, BlockViewer } from '../types.js';
import { formErrors, initialValues, type FormField } from './formFields.js';

/** Shown on a form to an app user with Read access (the server refuses their rows too). */
export const READ_ONLY_NOTE = 'You have read-only access to this app.';

type Props = {
  fields: readonly FormField[];
  /** The form's accessible name. */
  name: string;
  /** Drawn above the fields (a form's title). */
  heading?: ReactNode;
  submitText: string;
  submitStyle: CSSProperties;
  /** Shown once a row was added. */
  successText: string;
  labelColor?: string | undefined;
  inputColor?: string | undefined;
  /** The block's rows, where select fields find their choices. */
  rows: readonly SheetRow[];
  viewer: BlockViewer;
  onAddRow: BlockRendererProps['onAddRow'];
  onUploadFile: BlockRendererProps['onUploadFile'];
  /** The form cannot be sent yet (no sheet chosen). */
  unavailable: boolean;
};

/**
 * Fields whose answers are added as a row of the block's sheet (a form, an event's registration):
 * checked first as the server checks them (required, type, length, regex), files sent before the
 * row, and the fields start afresh once the row is added. A trap field no person sees is sent along
 * when filled in, for the server to refuse.
 */
export function RowEntryForm(props: Props) {
  const { fields, viewer, onAddRow, onUploadFile } = props;
  const [values, setValues] = useState<Record<string, string> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ kind: 'sent' | 'failed'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  // Files being sent: the row waits for their addresses.
  const [uploading, setUploading] = useState(0);
  // Each sent form starts its fields afresh (a file field's messages included).
  const [round, setRound] = useState(0);
  // The trap field: hidden from people, filled in by programs that fill every field.
  const [trap, setTrap] = useState('');
  // Values start from the defaults and follow them until the visitor types.
  const current = values ?? initialValues(fields);

  function uploadTo(column: string) {
    if (!onUploadFile) return undefined;
    return async (file: File) => {
      setUploading((count) => count + 1);
      try {
        return await onUploadFile(column, file);
      } finally {
        setUploading((count) => count - 1);
      }
    };
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const problems = formErrors(fields, current);
    setErrors(problems);
    setStatus(null);
    if (Object.keys(problems).length > 0 || !onAddRow || uploading > 0) return;
    setSending(true);
    try {
      await onAddRow(current, trap ? { honeypot: trap } : undefined);
      setValues(null);
      setRound((count) => count + 1);
      setStatus({ kind: 'sent', text: props.successText });
    } catch (failure) {
      setStatus({
        kind: 'failed',
        text: failure instanceof Error ? failure.message : String(failure),
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      className="ts-form"
      aria-label={props.name}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      {props.heading}
      {fields
        .filter((field) => !field.hidden)
        .map((field) => {
          const upload = field.type === 'file' ? uploadTo(field.column) : undefined;
          return (
            <FieldInput
              key={`${field.column}-${round}`}
              label={field.label}
              description={field.description}
              type={field.type}
              value={current[field.column] ?? ''}
              onChange={(value) => {
                // From the latest values: a file's address arrives after other fields changed.
                setValues((latest) => ({
                  ...(latest ?? initialValues(fields)),
                  [field.column]: value,
                }));
                setStatus(null); // the last answer no longer describes the form
              }}
              choiceSource={field.choiceSource}
              rows={props.rows}
              placeholder={field.placeholder}
              error={errors[field.column]}
              required={field.required}
              labelColor={props.labelColor}
              inputColor={props.inputColor}
              disabled={sending || (field.type === 'file' && (!upload || viewer.readOnly))}
              upload={upload ? { accept: field.accept, onUpload: upload } : undefined}
            />
          );
        })}
      <div className="ts-form__trap" aria-hidden="true">
        <label>
          Leave this field empty
          <input
            // A name no autofill knows: only programs filling every field fill it in.
            name="ts_leave_empty"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={trap}
            onChange={(event) => setTrap(event.target.value)}
          />
        </label>
      </div>
      {status ? (
        <p
          role={status.kind === 'sent' ? 'status' : 'alert'}
          className={`ts-form__status ts-form__status--${status.kind}`}
        >
          {status.text}
        </p>
      ) : null}
      {viewer.readOnly ? <p className="ts-form__status">{READ_ONLY_NOTE}</p> : null}
      <button
        type="submit"
        className="ts-button ts-button--primary"
        style={props.submitStyle}
        disabled={sending || uploading > 0 || !onAddRow || props.unavailable || viewer.readOnly}
      >
        {props.submitText}
      </button>
    </form>
  );
}
