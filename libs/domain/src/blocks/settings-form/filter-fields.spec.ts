import { describe, expect, it } from '@jest/globals';
import { blockSettingsSchema } from '../block-settings.js';
import { blockSettingsForm } from './block-settings-form.js';
import { visibleFields, type SettingsField } from './settings-field.js';

function field(fields: readonly SettingsField[], key: string): SettingsField {
  const found = fields.find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no field ${key}`);
  return found;
}

const keys = (fields: readonly SettingsField[]) => fields.map((candidate) => candidate.key);

describe('filter fields of list and table blocks', () => {
  it.each(['table', 'list'] as const)(
    'offers the %s block filters, a conditional filter and a data filter',
    (type) => {
      const form = blockSettingsForm(type);
      const filters = field(form, 'filters');
      expect(filters).toMatchObject({ label: 'Filters', kind: 'list', maxItems: 20 });
      expect(field(form, 'conditional_filter')).toMatchObject({ kind: 'group' });
      expect(field(form, 'data_filter')).toMatchObject({
        kind: 'group',
        toggleLabel: 'Use a data filter',
        help: 'Used on multi-page app pages',
      });
      expect(keys(blockSettingsForm('chart'))).not.toContain('filters');
    },
  );

  it("shows the value input the filter's condition takes", () => {
    const items = field(blockSettingsForm('table'), 'filters').itemFields ?? [];
    const valueInput = (condition: string) =>
      visibleFields(items, { condition })
        .filter((candidate) => candidate.key === 'value')
        .map((candidate) => `${candidate.kind} ${candidate.label}`);
    expect(valueInput('=')).toEqual(['text Value']);
    expect(valueInput('past_days')).toEqual(['text Number of days']);
    expect(valueInput('date')).toEqual(['date-range Dates']);
    expect(valueInput('any_of')).toEqual(['any-of Values (comma separated)']);
    for (const condition of ['today', 'tomorrow', 'current_week', 'next_week']) {
      expect(valueInput(condition)).toEqual([]);
    }
    expect(keys(visibleFields(items, { condition: 'today' }))).toEqual([
      'name',
      'column',
      'condition',
      'active',
    ]);
  });

  it("picks a filter's column from the sheet and offers the conditions by their labels", () => {
    const items = field(blockSettingsForm('list'), 'filters').itemFields ?? [];
    expect(field(items, 'column')).toMatchObject({
      kind: 'column',
      path: ['sheet_column', 'column'],
    });
    const conditions = field(items, 'condition').options ?? [];
    expect(conditions).toHaveLength(16);
    expect(conditions[0]).toEqual({ value: '=', label: 'Is equal to' });
    expect(conditions).toContainEqual({ value: 'date', label: 'Is between dates' });
  });

  it('creates new filters that only lack their column', () => {
    const filters = field(blockSettingsForm('table'), 'filters');
    const item = filters.newItem?.([]) ?? {};
    expect(item).toEqual({
      name: '',
      active: true,
      condition: '=',
      sheet_column: { sheet: '', column: '' },
      value: '',
    });
    expect(filters.newItem?.([])?.sheet_column).not.toBe(item.sheet_column);
    const withColumn = { ...item, sheet_column: { sheet: 'Tasks', column: 'Status' } };
    expect(blockSettingsSchema('table').safeParse({ filters: [withColumn] }).success).toBe(true);
    expect(blockSettingsSchema('table').safeParse({ filters: [item] }).success).toBe(false);
  });

  it('shows match_with_column only when the conditional filter uses the logged-in user', () => {
    const group = field(blockSettingsForm('table'), 'conditional_filter');
    const fields = group.itemFields ?? [];
    expect(keys(visibleFields(fields, { filter_by: 'None' }))).toEqual([
      'select_column',
      'filter_by',
    ]);
    expect(keys(visibleFields(fields, { filter_by: 'Current record' }))).not.toContain(
      'match_with_column',
    );
    expect(keys(visibleFields(fields, { filter_by: 'Logged in user' }))).toContain(
      'match_with_column',
    );
    expect(field(fields, 'filter_by').options?.map((option) => option.value)).toEqual([
      'None',
      'Logged in user',
      'Current record',
    ]);
    expect(field(fields, 'match_with_column').options?.map((option) => option.value)).toEqual([
      'Email',
      'Name',
    ]);
    expect(group.newItem?.([])).toEqual({
      select_column: '',
      condition: 'Is',
      filter_by: 'None',
      match_with_column: '',
    });
  });

  it('shows match_by only when the data filter uses the logged-in user', () => {
    const group = field(blockSettingsForm('list'), 'data_filter');
    const fields = group.itemFields ?? [];
    expect(keys(visibleFields(fields, { source: 'Current record' }))).toEqual(['column', 'source']);
    expect(keys(visibleFields(fields, { source: 'Logged in user' }))).toContain('match_by');
    expect(group.newItem?.([])).toEqual({
      column: '',
      condition: 'Is',
      source: 'Current record',
      match_by: 'Email',
    });
  });
});
