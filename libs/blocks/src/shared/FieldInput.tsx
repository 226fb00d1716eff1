import { useId } from 'react';
import { FieldControl } from './FieldControl.js';
import { choicesOf } from './fields.js';
import { FileUpload, type FileUploadTarget } from './FileUpload.js';

export type FieldInputProps = {
  label: string;
  description?: string | undefined;
  type: string;
  value: string;
  onChange: (value: string) => void;
  choiceSource: { options: string; from_google_sheet: boolean; source: string; column: string };
  rows: readonly Record<string, string | undefined>[];
  placeholder?: string | undefined;
  pattern?: string | undefined;
  error?: string | undefined;
  labelColor?: string | undefined;
  inputColor?: string | undefined;
  disabled?: boolean;
  /** The field must be filled in: marked after its label, and told to assistive technology. */
  required?: boolean | undefined;
  /** A file field (a form's, or an "Upload Image" column): the file is sent, its address kept. */
  upload?: FileUploadTarget | undefined;
};

/** One labelled field of a form block or of a table's add-row form. */
export function FieldInput(props: FieldInputProps) {
  const id = useId();
  const describedBy = [
    props.description ? `${id}-description` : '',
    props.error ? `${id}-error` : '',
  ]
    .filter(Boolean)
    .join(' ');
  const common = {
    id,
    disabled: props.disabled,
    'aria-invalid': props.error ? true : undefined,
    'aria-required': props.required ? true : undefined,
    'aria-describedby': describedBy || undefined,
    style: { color: props.inputColor },
    className: 'ts-field__control',
  };
  return (
    <div className="ts-field">
      <label htmlFor={id} className="ts-field__label" style={{ color: props.labelColor }}>
        {props.label}
        {props.required ? (
          <span className="ts-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {props.description ? (
        <p id={`${id}-description`} className="ts-field__description">
          {props.description}
        </p>
      ) : null}
      {props.upload ? (
        <FileUpload
          {...props.upload}
          label={props.label}
          type={props.type}
          value={props.value}
          onChange={props.onChange}
          attributes={common}
        />
      ) : (
        <FieldControl
          type={props.type}
          value={props.value}
          onChange={props.onChange}
          choices={choicesOf(props.choiceSource, props.rows)}
          emptyChoice={props.placeholder || 'Choose…'}
          placeholder={props.placeholder}
          textareaRows={4}
          attributes={common}
        />
      )}
      {props.error ? (
        <p id={`${id}-error`} role="alert" className="ts-field__error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
