import { useEffect, useRef } from 'react';
import {
  applyFieldChange,
  blockSettingsForm,
  fieldPath,
  fieldValue,
  isFieldVisible,
  isGroupOn,
  parkedSecretKey,
  secretRefKey,
  withSheetChanged,
  type AvailableBlockType,
  type SettingsField,
  type SettingsOption,
  type SettingsPath,
  type SettingsProblem,
  type SettingsValues,
} from '@tessera/domain';
import { pageOptionValue } from './settingsList.js';
import type { UploadMedia } from './MediaUpload.js';
import { SettingsControl, type SecretState } from './SettingsControl.js';
import { SettingsGroupField } from './SettingsGroupField.js';
import { SettingsListField } from './SettingsListField.js';

/** What the form offers in its pickers: the spreadsheet's sheets, the app's pages, the board's sections. */
export type SettingsFormContext = {
  sheets: readonly { title: string; columns: readonly string[] }[];
  /** Pages of a multi-page app; absent on boards. */
  pages?: readonly { id: string; page_name: string; page_slug: string }[];
  /** Sections of a board; absent in apps, where blocks have no sections. */
  sections?: readonly string[];
  /** Uploads a file for a block's settings; absent where the editor cannot upload. */
  uploadMedia?: UploadMedia;
};

type Props = {
  type: AvailableBlockType;
  settings: SettingsValues;
  onChange: (settings: SettingsValues) => void;
  context: SettingsFormContext;
  /** Problems to show under their fields (the owner tried to save, or autosave could not). */
  problems?: readonly SettingsProblem[] | undefined;
};

/** A group not stored yet: its starting object is stored before the first change inside it. */
type GroupSeed = { path: SettingsPath; values: SettingsValues };

/**
 * The settings form of any block type, drawn from the type's field descriptors in @tessera/domain:
 * conditional visibility, list limits and the clearing rules all come from there.
 */
export function BlockSettingsForm({ type, settings, onChange, context, problems }: Props) {
  // An upload ends after later edits: it applies to the settings as they are then.
  const latest = useRef(settings);
  useEffect(() => {
    latest.current = settings;
  });
  const sheetOf = (values: SettingsValues) =>
    typeof values.sheet_title === 'string' ? values.sheet_title : '';
  // A column of the block's sheet, or of the item's own sheet when it names one (a scorecard card).
  const columnsOf = (holder: SettingsValues) => {
    const title = sheetOf(holder) || sheetOf(settings);
    return context.sheets.find((sheet) => sheet.title === title)?.columns ?? [];
  };
  const optionsFor = (field: SettingsField, holder: SettingsValues): SettingsOption[] => {
    switch (field.kind) {
      case 'column':
        return columnsOf(holder).map((column) => ({ value: column, label: column }));
      case 'sheet':
        return context.sheets.map((sheet) => ({ value: sheet.title, label: sheet.title }));
      case 'page':
        return (context.pages ?? []).map((page) => ({
          value: pageOptionValue(page),
          label: page.page_name,
        }));
      case 'section':
        return (context.sections ?? []).map((section) => ({ value: section, label: section }));
      case 'text':
      case 'textarea':
      case 'secret':
      case 'number':
      case 'boolean':
      case 'select':
      case 'color':
      case 'date-range':
      case 'any-of':
      case 'date':
      case 'time':
      case 'datetime':
      case 'upload':
      case 'list':
      case 'group':
        return [];
    }
  };

  const change = (
    path: SettingsPath,
    field: SettingsField,
    value: unknown,
    seed?: GroupSeed,
    /** A setting changed with it (an uploaded file's type). */
    along?: { path: SettingsPath; value: unknown },
    /** The settings it changes: those of this render, or the latest (an upload's end). */
    current: SettingsValues = settings,
  ) => {
    const pages = (context.pages ?? []).map((page) => ({ id: page.id, page_slug: page.page_slug }));
    const seeded = seed ? applyFieldChange(current, seed.path, seed.values) : current;
    const accompanied = along ? applyFieldChange(seeded, along.path, along.value) : seeded;
    let next = applyFieldChange(accompanied, path, value, { pages, type });
    // Another sheet: the columns it lacks go, and the block starts on its fitting columns.
    const sheet = context.sheets.find((candidate) => candidate.title === value);
    if (path.length === 1 && path[0] === 'sheet_title' && sheet && value !== current.sheet_title)
      next = withSheetChanged(type, next, sheet);
    // The home page has no slug: a link to it is kept by its id.
    if (field.kind === 'page' && field.key === 'pageSlug') {
      const page = (context.pages ?? []).find((candidate) => pageOptionValue(candidate) === value);
      next = applyFieldChange(next, [...path.slice(0, -1), 'pageId'], page?.id ?? '');
    }
    onChange(next);
  };

  const renderFields = (
    fields: readonly SettingsField[],
    holder: SettingsValues,
    base: SettingsPath,
    seed?: GroupSeed,
  ) =>
    fields
      .filter((field) => isFieldVisible(field, holder))
      // Blocks of multi-page apps have no sections to choose from.
      .filter((field) => field.kind !== 'section' || context.sections !== undefined)
      // Boards have no pages to share a header or footer with.
      .filter((field) => !field.appOnly || context.pages !== undefined)
      .map((field) => {
        const path = [...base, ...fieldPath(field)];
        // Fields sharing a key (a filter's value inputs) are told apart by their kind.
        const key = `${field.key}:${field.kind}`;
        if (field.kind === 'list') {
          return (
            <SettingsListField
              key={key}
              field={field}
              holder={holder}
              path={path}
              settings={settings}
              onChange={onChange}
              renderItem={(item, itemPath) => renderFields(field.itemFields ?? [], item, itemPath)}
            />
          );
        }
        if (field.kind === 'group') {
          return (
            <SettingsGroupField
              key={key}
              field={field}
              holder={holder}
              path={path}
              onStore={(values) => onChange(applyFieldChange(settings, path, values))}
              renderFields={(values, groupPath) =>
                renderFields(
                  field.itemFields ?? [],
                  values,
                  groupPath,
                  isGroupOn(field, holder) ? undefined : { path: groupPath, values },
                )
              }
            />
          );
        }
        return (
          <SettingsControl
            key={key}
            field={field}
            value={fieldValue(field, holder)}
            secret={field.kind === 'secret' ? secretState(holder, field.key) : undefined}
            options={optionsFor(field, holder)}
            problem={problemAt(problems, path)}
            onChange={(value) => change(path, field, value, seed)}
            uploadMedia={context.uploadMedia}
            onUploaded={({ url, content_type }) => {
              const typeKey = field.uploadTypeKey;
              const along = typeKey ? { path: [...base, typeKey], value: content_type } : undefined;
              change(path, field, url, seed, along, latest.current);
            }}
          />
        );
      });

  return <div className="ts-settings">{renderFields(blockSettingsForm(type), settings, [])}</div>;
}

/** The problem of the field at this path, if any. */
function problemAt(
  problems: readonly SettingsProblem[] | undefined,
  path: SettingsPath,
): string | undefined {
  return problems?.find(
    (problem) =>
      problem.path.length === path.length &&
      problem.path.every((step, index) => step === path[index]),
  )?.message;
}

/** Whether a secret field's holder has one stored, or had one until its target changed. */
function secretState(holder: SettingsValues, key: string): SecretState {
  if (holder[secretRefKey(key)]) return 'stored';
  return holder[parkedSecretKey(key)] ? 'clearedOnSave' : 'none';
}
