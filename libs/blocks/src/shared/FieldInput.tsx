import { useId } from 'react';
import { choicesOf, fieldControlOf, joinMultiSelect, splitMultiSelect } from './fields.js';

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
};

/** One labelled field of a form block or of a table's add-row form. */
export function FieldInput(props: FieldInputProps) {
  const id = useId();
  const control = fieldControlOf(props.type);
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
    'aria-describedby': describedBy || undefined,
    style: { color: props.inputColor },
    className: 'ts-field__control',
  };
  return (
    <div className="ts-field">
      <label htmlFor={id} className="ts-field__label" style={{ color: props.labelColor }}>
        {props.label}
      </label>
      {props.description ? (
        <p id={`${id}-description`} className="ts-field__description">
          {props.description}
        </p>
      ) : null}
      {(() => {
        switch (control.element) {
          case 'textarea':
            return (
              <textarea
                {...common}
                rows={4}
                value={props.value}
                placeholder={props.placeholder}
                onChange={(event) => props.onChange(event.target.value)}
              />
            );
          case 'select': {
            const choices = choicesOf(props.choiceSource, props.rows);
            if (control.multiple) {
              return (
                <select
                  {...common}
                  multiple
                  value={splitMultiSelect(props.value)}
                  onChange={(event) =>
                    props.onChange(
                      joinMultiSelect(
                        [...event.target.selectedOptions].map((option) => option.value),
                      ),
                    )
                  }
                >
                  {choices.map((choice) => (
                    <option key={choice} value={choice}>
                      {choice}
                    </option>
                  ))}
                </select>
              );
            }
            return (
              <select
                {...common}
                value={props.value}
                onChange={(event) => props.onChange(event.target.value)}
              >
                <option value="">{props.placeholder || 'Choose…'}</option>
                {choices.map((choice) => (
                  <option key={choice} value={choice}>
                    {choice}
                  </option>
                ))}
              </select>
            );
          }
          case 'input':
            return (
              <input
                {...common}
                type={control.inputType}
                value={props.value}
                placeholder={props.placeholder}
                onChange={(event) => props.onChange(event.target.value)}
              />
            );
        }
      })()}
      {props.error ? (
        <p id={`${id}-error`} role="alert" className="ts-field__error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
