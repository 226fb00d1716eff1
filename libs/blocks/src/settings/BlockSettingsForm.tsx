import {
  applyFieldChange,
  blockSettingsForm,
  isFieldVisible,
  type AvailableBlockType,
  type SettingsField,
  type SettingsOption,
  type SettingsPath,
  type SettingsValues,
} from '@tessera/domain';
import {
  addListItem,
  canAddItem,
  listItems,
  moveListItem,
  pageOptionValue,
  removeListItem,
} from './settingsList.js';
import { SettingsControl } from './SettingsControl.js';

/** What the form offers in its pickers: the spreadsheet's sheets, the app's pages, the board's sections. */
export type SettingsFormContext = {
  sheets: readonly { title: string; columns: readonly string[] }[];
  /** Pages of a multi-page app; absent on boards. */
  pages?: readonly { id: string; page_name: string; page_slug: string }[];
  /** Sections of a board; absent in apps, where blocks have no sections. */
  sections?: readonly string[];
};

type Props = {
  type: AvailableBlockType;
  settings: SettingsValues;
  onChange: (settings: SettingsValues) => void;
  context: SettingsFormContext;
};

/** "Columns" -> "Column", for naming one item of a list ("Data series" stays as it is). */
function singular(label: string): string {
  return label.endsWith('series') ? label : label.replace(/s$/, '');
}

/**
 * The settings form of any block type, drawn from the type's field descriptors in @tessera/domain:
 * conditional visibility, list limits and the clearing rules all come from there.
 */
export function BlockSettingsForm({ type, settings, onChange, context }: Props) {
  const sheetTitle = typeof settings.sheet_title === 'string' ? settings.sheet_title : '';
  const columns = context.sheets.find((sheet) => sheet.title === sheetTitle)?.columns ?? [];
  const optionsFor = (field: SettingsField): SettingsOption[] => {
    switch (field.kind) {
      case 'column':
        return columns.map((column) => ({ value: column, label: column }));
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
      case 'number':
      case 'boolean':
      case 'select':
      case 'color':
      case 'list':
        return [];
    }
  };

  const change = (path: SettingsPath, field: SettingsField, value: unknown) => {
    let next = applyFieldChange(settings, path, value, {
      pages: (context.pages ?? []).map((page) => ({ id: page.id, page_slug: page.page_slug })),
    });
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
  ) =>
    fields
      .filter((field) => isFieldVisible(field, holder))
      // Blocks of multi-page apps have no sections to choose from.
      .filter((field) => field.kind !== 'section' || context.sections !== undefined)
      .map((field) => {
        const path = [...base, field.key];
        if (field.kind === 'list') {
          const items = listItems(holder, field.key);
          const itemName = singular(field.label);
          return (
            <fieldset key={field.key} className="ts-settings__list">
              <legend>{field.label}</legend>
              {field.help ? <p className="ts-settings__help">{field.help}</p> : null}
              {items.map((item, index) => (
                <fieldset
                  key={index}
                  className="ts-settings__item"
                  aria-label={`${itemName} ${index + 1}`}
                >
                  <legend>
                    {itemName} {index + 1}
                  </legend>
                  {renderFields(field.itemFields ?? [], item, [...path, index])}
                  <div className="ts-settings__item-actions">
                    <button
                      type="button"
                      className="ts-button"
                      aria-label={`Move ${itemName} ${index + 1} up`}
                      disabled={index === 0}
                      onClick={() =>
                        onChange(moveListItem(settings, path, holder, field.key, index, -1))
                      }
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="ts-button"
                      aria-label={`Move ${itemName} ${index + 1} down`}
                      disabled={index === items.length - 1}
                      onClick={() =>
                        onChange(moveListItem(settings, path, holder, field.key, index, 1))
                      }
                    >
                      ↓
                    </button>
                    <button
                      type="button"
                      className="ts-button ts-button--danger"
                      aria-label={`Remove ${itemName} ${index + 1}`}
                      onClick={() =>
                        onChange(removeListItem(settings, path, holder, field.key, index))
                      }
                    >
                      Remove
                    </button>
                  </div>
                </fieldset>
              ))}
              <button
                type="button"
                className="ts-button"
                disabled={!canAddItem(field, holder)}
                onClick={() => onChange(addListItem(settings, path, field, holder))}
              >
                Add {itemName.toLowerCase()}
              </button>
            </fieldset>
          );
        }
        return (
          <SettingsControl
            key={field.key}
            field={field}
            value={holder[field.key]}
            options={optionsFor(field)}
            onChange={(value) => change(path, field, value)}
          />
        );
      });

  return <div className="ts-settings">{renderFields(blockSettingsForm(type), settings, [])}</div>;
}
