import { useMemo } from 'react';
import { formDefaultValue } from '@tessera/domain';
import { BlockFrame, InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import type { BlockRendererProps } from '../types.js';
import { formFields } from './formFields.js';
import { RowEntryForm } from './RowEntryForm.js';

const TITLE_SIZES = { small: '1rem', medium: '1.25rem', large: '1.6rem' } as const;

/** A form whose answers are added as a row of the block's sheet. */
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
  if (!parsed.success) return <InvalidSettings type="form" message={parsed.message} />;
  const settings = parsed.settings;

  return (
    <BlockFrame
      title={settings.title}
      fallbackLabel="Form"
      colors={settings}
      error={data?.error}
      status={data}
    >
      <RowEntryForm
        fields={fields}
        name={settings.titleForm || settings.title || 'Form'}
        heading={
          settings.titleForm ? (
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
          ) : null
        }
        submitText={settings.submit_text}
        submitStyle={{
          background: settings.submit_button_color,
          color: settings.submit_text_color,
        }}
        successText={settings.submit_success}
        labelColor={settings.labels_color}
        inputColor={settings.input_color}
        rows={data?.rows ?? []}
        viewer={viewer}
        onAddRow={onAddRow}
        onUploadFile={onUploadFile}
        unavailable={!settings.sheet_title}
      />
    </BlockFrame>
  );
}
