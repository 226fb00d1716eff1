import { describe, expect, it } from '@jest/globals';
import { blockSettingsProblems } from '../block-settings.js';
import { settingsProblemPlace, settingsProblemText, singularLabel } from './problem-labels.js';

describe('settings problems in the owner’s words', () => {
  it('names fields by their labels and list items by their number', () => {
    const problems = blockSettingsProblems('scorecard', {
      axis: [{ column: 'Amount' }, { column: ' ' }],
    });
    expect(problems).toEqual([{ path: ['axis', 1, 'column'], message: 'Choose a column.' }]);
    expect(settingsProblemText('scorecard', problems[0]!)).toBe(
      'Figure 2 › Column: Choose a column.',
    );
    expect(blockSettingsProblems('scorecard', { axis: [{ column: 'Amount' }] })).toEqual([]);
  });

  it('follows lists inside lists, and puts keys the form does not show in words', () => {
    expect(settingsProblemPlace('table', ['actions', 0, 'field_mapping', 1, 'key'])).toBe(
      'Action button 1 › Field mapping 2 › Key',
    );
    expect(settingsProblemPlace('table', ['someHidden_setting'])).toBe('Some hidden setting');
    expect(settingsProblemText('table', { path: [], message: 'Whole block.' })).toBe(
      'Whole block.',
    );
  });

  it('names one item of a list', () => {
    expect(singularLabel('Columns')).toBe('Column');
    expect(singularLabel('Data series')).toBe('Data series');
  });
});
