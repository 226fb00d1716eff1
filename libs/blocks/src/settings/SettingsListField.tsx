import type { ReactNode } from 'react';
import {
  singularLabel,
  type SettingsField,
  type SettingsPath,
  type SettingsValues,
} from '@tessera/domain';
import {
  addListItem,
  canAddItem,
  listItems,
  moveListItem,
  removeListItem,
} from './settingsList.js';

type Props = {
  field: SettingsField;
  /** The object holding the list, and the list's path in the settings. */
  holder: SettingsValues;
  path: SettingsPath;
  settings: SettingsValues;
  onChange: (settings: SettingsValues) => void;
  renderItem: (item: SettingsValues, path: SettingsPath) => ReactNode;
};

/** A list setting: each item in its own fieldset with move and remove, then "Add …". */
export function SettingsListField({ field, holder, path, settings, onChange, renderItem }: Props) {
  const items = listItems(holder, field.key);
  const itemName = singularLabel(field.label);
  return (
    <fieldset className="ts-settings__list">
      <legend>{field.label}</legend>
      {field.help ? <p className="ts-settings__help">{field.help}</p> : null}
      {items.map((item, index) => {
        const note = field.itemNote?.(item) ?? null;
        return (
          <fieldset
            key={index}
            className="ts-settings__item"
            aria-label={`${itemName} ${index + 1}`}
          >
            <legend>
              {itemName} {index + 1}
            </legend>
            {renderItem(item, [...path, index])}
            {note ? (
              <p className="ts-settings__note" role="note">
                {note}
              </p>
            ) : null}
            <div className="ts-settings__item-actions">
              <button
                type="button"
                className="ts-button"
                aria-label={`Move ${itemName} ${index + 1} up`}
                disabled={index === 0}
                onClick={() => onChange(moveListItem(settings, path, holder, field.key, index, -1))}
              >
                ↑
              </button>
              <button
                type="button"
                className="ts-button"
                aria-label={`Move ${itemName} ${index + 1} down`}
                disabled={index === items.length - 1}
                onClick={() => onChange(moveListItem(settings, path, holder, field.key, index, 1))}
              >
                ↓
              </button>
              <button
                type="button"
                className="ts-button ts-button--danger"
                aria-label={`Remove ${itemName} ${index + 1}`}
                onClick={() => onChange(removeListItem(settings, path, holder, field.key, index))}
              >
                Remove
              </button>
            </div>
          </fieldset>
        );
      })}
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
