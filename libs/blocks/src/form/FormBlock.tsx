import { useMemo, useState, type FormEvent } from 'react';
import { formDefaultValue } from '@tessera/domain';
import { BlockFrame, InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import { FieldInput } from '../shared/FieldInput.js';
import type { BlockRendererProps } from '../types.js';
import { formErrors, formFields, initialValues } from './formFields.js';

const TITLE_SIZES = { small: '1rem', medium: '1.25rem', large: '1.6rem' } as const;

/** A form whose answers are added as a row of the block's sheet. */
/** Shown on a form to an app user with Read access (the server refuses their rows too). */
export const READ_ONLY_NOTE = 'You have read-only access to this app.';

export function FormBlock({ block, data, viewer, onAddRow, onUploadFile }: BlockRendererProps) {
  const parsed = useBlockSettings('form', block);
  const email = viewer.email;
  const fields = useMemo(
    () =>
      parsed.success
        ? formFields(parsed.settings, (template) =>
            formDefaultValue(template, { today: new Date(), userEmail: email ?? '' }),
          )
        : [],
    [parsed, email],
  );
  const [values, setValues] = useState<Record<string, string> | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ kind: 'sent' | 'failed'; text: string } | null>(null);
  const [sending, setSending] = useState(false);
  // Files being sent: the row waits for their addresses.
  const [uploading, setUploading] = useState(0);
  // Each sent form starts its fields afresh (a file field's messages included).
  const [round, setRound] = useState(0);
  if (!parsed.success) return <InvalidSettings type="form" message={parsed.message} />;
  const settings = parsed.settings;
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
      await onAddRow(current);
      setValues(null);
      setRound((count) => count + 1);
      setStatus({ kind: 'sent', text: settings.submit_success });
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
    <BlockFrame
      title={settings.title}
      fallbackLabel="Form"
      colors={settings}
      error={data?.error}
      status={data}
    >
      <form
        className="ts-form"
        aria-label={settings.titleForm || settings.title || 'Form'}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        {settings.titleForm ? (
          <h3
            className="ts-form__title"
            style={{
              textAlign: settings.title_alignment,
              fontSize: TITLE_SIZES[settings.title_size],
              fontWeight: settings.title_bold ? 700 : 400,
            }}
          >
            {settings.titleForm}
          </h3>
        ) : null}
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
                rows={data?.rows ?? []}
                placeholder={field.placeholder}
                error={errors[field.column]}
                labelColor={settings.labels_color}
                inputColor={settings.input_color}
                disabled={sending || (field.type === 'file' && (!upload || viewer.readOnly))}
                upload={upload ? { accept: field.accept, onUpload: upload } : undefined}
              />
            );
          })}
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
          style={{ background: settings.submit_button_color, color: settings.submit_text_color }}
          disabled={
            sending || uploading > 0 || !onAddRow || !settings.sheet_title || viewer.readOnly
          }
        >
          {settings.submit_text}
        </button>
      </form>
    </BlockFrame>
  );
}
