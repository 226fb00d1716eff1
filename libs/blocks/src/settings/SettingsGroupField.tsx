import { useId, type ReactNode } from 'react';
import {
  groupValues,
  isGroupOn,
  type SettingsField,
  type SettingsPath,
  type SettingsValues,
} from '@tessera/domain';

type Props = {
  field: SettingsField;
  holder: SettingsValues;
  path: SettingsPath;
  /** Stores the group's object, or removes it (undefined). */
  onStore: (values: SettingsValues | undefined) => void;
  renderFields: (values: SettingsValues, path: SettingsPath) => ReactNode;
};

/**
 * An object setting in its own fieldset. An optional group (with a toggle) shows its fields only
 * while it is on; turning it off removes it from the settings.
 */
export function SettingsGroupField({ field, holder, path, onStore, renderFields }: Props) {
  const id = useId();
  const values = groupValues(field, holder);
  const on = field.toggleLabel === undefined || isGroupOn(field, holder);
  return (
    <fieldset className="ts-settings__list">
      <legend>{field.label}</legend>
      {field.help ? <p className="ts-settings__help">{field.help}</p> : null}
      {field.toggleLabel !== undefined ? (
        <div className="ts-settings__row ts-settings__row--inline">
          <input
            id={id}
            type="checkbox"
            checked={on}
            onChange={(event) => onStore(event.target.checked ? values : undefined)}
          />
          <label htmlFor={id} className="ts-settings__label">
            {field.toggleLabel}
          </label>
        </div>
      ) : null}
      {on ? renderFields(values, path) : null}
    </fieldset>
  );
}
