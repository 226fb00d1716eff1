import type { SettingsProblem } from '../block-settings.js';
import { isAvailableBlockType } from '../block-types.js';
import { blockSettingsForm } from './block-settings-form.js';
import { fieldPath, type SettingsField } from './settings-field.js';

/** "Columns" -> "Column", naming one item of a list ("Data series" stays as it is). */
export function singularLabel(label: string): string {
  return label.endsWith('series') ? label : label.replace(/s$/, '');
}

/** A settings key an owner never sees, in words: "field_mapping" -> "Field mapping". */
function keyWords(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** The field whose path starts the rest of a problem's path, with the steps it takes. */
function fieldAt(
  fields: readonly SettingsField[],
  path: readonly (string | number)[],
): { field: SettingsField; steps: number } | null {
  for (const field of fields) {
    const own = fieldPath(field);
    if (own.every((key, index) => path[index] === key)) return { field, steps: own.length };
  }
  return null;
}

/**
 * Where a settings problem is, in the labels the owner sees in the block's settings
 * ("Figure 2 › Column"), from the type's form; keys the form does not show are put in words.
 */
export function settingsProblemPlace(type: string, path: readonly (string | number)[]): string {
  let fields: readonly SettingsField[] = isAvailableBlockType(type) ? blockSettingsForm(type) : [];
  const names: string[] = [];
  let rest = path;
  while (rest.length > 0) {
    const found = fieldAt(fields, rest);
    if (!found) {
      const [step] = rest;
      names.push(typeof step === 'number' ? `Item ${step + 1}` : keyWords(String(step)));
      rest = rest.slice(1);
      continue;
    }
    const { field, steps } = found;
    rest = rest.slice(steps);
    if (field.kind === 'list' && typeof rest[0] === 'number') {
      names.push(`${singularLabel(field.label)} ${rest[0] + 1}`);
      rest = rest.slice(1);
      fields = field.itemFields ?? [];
    } else {
      names.push(field.label);
      fields = field.itemFields ?? [];
    }
  }
  return names.join(' › ');
}

/** A settings problem as the owner reads it: "Figure 2 › Column: Choose a column." */
export function settingsProblemText(type: string, problem: SettingsProblem): string {
  const place = settingsProblemPlace(type, problem.path);
  return place ? `${place}: ${problem.message}` : problem.message;
}
