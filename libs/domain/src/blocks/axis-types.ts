/** Column types of a table axis (block-configuration §3, "Axis types"). */
export const AXIS_TYPES = [
  'text',
  'number',
  'select',
  'multi-select',
  'textarea',
  'markdowntext',
  'month',
  'tel',
  'time',
  'url',
  'image',
  'week',
  'email',
  'date',
  'datetime-local',
] as const;
export type AxisType = (typeof AXIS_TYPES)[number];

/** What owners read for each column or field type (the values are the spec's names). */
export const AXIS_TYPE_LABELS: Readonly<Record<AxisType | FormAxisType, string>> = {
  text: 'Text',
  number: 'Number',
  select: 'Select',
  'multi-select': 'Multi-select',
  textarea: 'Long text',
  markdowntext: 'Markdown text',
  file: 'File',
  month: 'Month',
  tel: 'Phone',
  time: 'Time',
  url: 'Web address',
  image: 'Image',
  week: 'Week',
  email: 'E-mail',
  date: 'Date',
  'datetime-local': 'Date and time',
};

/** Field types of a form axis: the axis types without image, plus file. */
export const FORM_AXIS_TYPES = [
  'text',
  'number',
  'select',
  'multi-select',
  'textarea',
  'markdowntext',
  'file',
  'month',
  'tel',
  'time',
  'url',
  'week',
  'email',
  'date',
  'datetime-local',
] as const;
export type FormAxisType = (typeof FORM_AXIS_TYPES)[number];

/** Accepted uploads of a form file field, with the labels of block-configuration §9. */
export const FILE_MIME_TYPES = [
  { value: '*', label: 'any' },
  { value: 'image/*', label: 'image' },
  { value: 'video/*', label: 'video' },
  { value: 'audio/*', label: 'audio' },
  { value: 'text/*', label: 'text' },
  { value: '.pdf', label: 'pdf' },
  { value: '.doc,.docx', label: 'doc/docx' },
  { value: '.csv,.xml,.xls,.xlsm,.xlsx', label: 'csv/xml/xls/xlsm/xlsx' },
] as const;
export type FileMimeType = (typeof FILE_MIME_TYPES)[number]['value'];
export const FILE_MIME_TYPE_VALUES = FILE_MIME_TYPES.map((option) => option.value) as [
  FileMimeType,
  ...FileMimeType[],
];
