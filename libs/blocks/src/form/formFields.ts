import {
  browserPatternTest,
  fieldProblems,
  type FieldCheck,
  type FormAxis,
  type FormSettings,
} from '@tessera/domain';

/** A form field as the form block draws and checks it (the checks the server makes too). */
export type FormField = FieldCheck & {
  description: string;
  type: FormAxis['type'];
  placeholder: string;
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
    required: axis.required,
    maxLength: axis.max_length,
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
 * The fields whose value has a problem (required and empty, too long, not of the field's type, not
 * matching its regex_validation), with the message shown under each: the server refuses the same.
 */
export function formErrors(
  fields: readonly FormField[],
  values: Record<string, string>,
): Record<string, string> {
  return fieldProblems(fields, values, browserPatternTest);
}
