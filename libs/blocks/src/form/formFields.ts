import type { FormAxis, FormSettings } from '@tessera/domain';

/** A form field as the form block draws and checks it. */
export type FormField = {
  column: string;
  label: string;
  description: string;
  type: FormAxis['type'];
  placeholder: string;
  regex: string;
  hidden: boolean;
  choiceSource: Pick<FormAxis, 'options' | 'from_google_sheet' | 'source' | 'column'>;
  /** What a file field takes (its file_mime_type), offered by the file picker. */
  accept: FormAxis['file_mime_type'];
  /** The default with its tokens filled in. */
  initial: string;
};

/**
 * The form's fields in axis order. Hidden fields are not drawn but still send their default (an
 * owner can record the visitor's e-mail that way). A file field's value is the address of the file
 * the visitor sent.
 */
export function formFields(
  settings: Pick<FormSettings, 'axis'>,
  fillDefault: (template: string) => string,
): FormField[] {
  return settings.axis.map((axis) => ({
    column: axis.column,
    label: axis.label || axis.column,
    description: axis.description,
    type: axis.type,
    placeholder: axis.placeholder,
    regex: axis.regex_validation,
    hidden: axis.hide,
    choiceSource: axis,
    accept: axis.file_mime_type,
    initial: fillDefault(axis.default),
  }));
}

export function initialValues(fields: readonly FormField[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field.column, field.initial]));
}

/**
 * The fields whose value fails their regex_validation, with the message shown under each. An empty
 * pattern means no validation; the pattern is used as the owner wrote it.
 */
export function formErrors(
  fields: readonly FormField[],
  values: Record<string, string>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (!field.regex) continue;
    let pattern: RegExp;
    try {
      pattern = new RegExp(field.regex);
    } catch {
      continue; // The settings schema rejects patterns that do not compile.
    }
    if (!pattern.test(values[field.column] ?? '')) {
      errors[field.column] = `Please enter a valid ${field.label}.`;
    }
  }
  return errors;
}
