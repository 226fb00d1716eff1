import type { CSSProperties, KeyboardEvent } from 'react';
import { fieldControlOf, joinMultiSelect, splitMultiSelect } from './fields.js';

/** Attributes every control of a field gets, whatever element the column's type asks for. */
export type FieldControlAttributes = {
  id?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
  'aria-describedby'?: string;
  className: string;
  style?: CSSProperties;
  disabled?: boolean | undefined;
  autoFocus?: boolean;
  onBlur?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
};

type Props = {
  /** The column's type: text, number, select, multi-select, textarea, date... */
  type: string;
  value: string;
  onChange: (value: string) => void;
  /** The choices of select and multi-select columns. */
  choices: readonly string[];
  /** The empty choice of a single select. */
  emptyChoice: string;
  placeholder?: string | undefined;
  textareaRows: number;
  attributes: FieldControlAttributes;
};

/** The input, textarea or select a column's type asks for (forms and in-place cell edits). */
export function FieldControl({ type, value, onChange, choices, attributes, ...props }: Props) {
  const control = fieldControlOf(type);
  switch (control.element) {
    case 'textarea':
      return (
        <textarea
          {...attributes}
          rows={props.textareaRows}
          value={value}
          placeholder={props.placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'select':
      return control.multiple ? (
        <select
          {...attributes}
          multiple
          value={splitMultiSelect(value)}
          onChange={(event) =>
            onChange(
              joinMultiSelect([...event.target.selectedOptions].map((option) => option.value)),
            )
          }
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      ) : (
        <select {...attributes} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{props.emptyChoice}</option>
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
      );
    case 'input':
      return (
        <input
          {...attributes}
          type={control.inputType}
          value={value}
          placeholder={props.placeholder}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}
