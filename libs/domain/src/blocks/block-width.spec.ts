import { describe, expect, it } from '@jest/globals';
import { blockSettingsForm } from './settings-form/block-settings-form.js';
import { blockSettingsProblems, parseBlockSettings } from './block-settings.js';
import { blockSpan, hasAdjustableWidth, narrowestSpan } from './block-width.js';
import { blockWidthProblem, spanLabel, withBlockSpan } from './block-width-settings.js';

describe('block widths on the 12-column grid', () => {
  it('spans half by default, all 12 when full width, and what grid_span says otherwise', () => {
    expect(blockSpan({ type: 'list', settings: {} })).toBe(6);
    expect(blockSpan({ type: 'list', settings: { full_width: true, grid_span: 4 } })).toBe(12);
    expect(blockSpan({ type: 'list', settings: { grid_span: 4 } })).toBe(4);
    expect(blockSpan({ type: 'chart', settings: { grid_span: 8 } })).toBe(8);
  });

  it('never draws a block narrower than its type allows, and headers always across', () => {
    expect(blockSpan({ type: 'table', settings: { grid_span: 2 } })).toBe(4);
    expect(blockSpan({ type: 'calendar', settings: { grid_span: 3 } })).toBe(6);
    expect(blockSpan({ type: 'header', settings: { grid_span: 6 } })).toBe(12);
    expect(blockSpan({ type: 'score_card', settings: { grid_span: 1 } })).toBe(3);
    expect(hasAdjustableWidth('footer')).toBe(false);
    expect(hasAdjustableWidth('markdown')).toBe(true);
    expect(narrowestSpan('markdown')).toBe(2);
  });

  it('writes both fields, so full_width and grid_span agree', () => {
    expect(withBlockSpan({ type: 'list', settings: { title: 'A' } }, 12)).toEqual({
      title: 'A',
      grid_span: 12,
      full_width: true,
    });
    expect(withBlockSpan({ type: 'table', settings: { full_width: true } }, 1)).toEqual({
      full_width: false,
      grid_span: 4,
    });
  });

  it('says a span in words', () => {
    expect(spanLabel(6)).toBe('6 of 12 columns (half)');
    expect(spanLabel(5)).toBe('5 of 12 columns');
  });

  it('refuses settings narrower than the type allows, naming the Width field', () => {
    expect(blockWidthProblem('table', { grid_span: 3 })).toBe(
      'This block needs at least 4 of the 12 columns.',
    );
    expect(blockWidthProblem('table', { grid_span: 3, full_width: true })).not.toBeNull();
    expect(blockWidthProblem('table', { grid_span: 6, full_width: true })).toBeNull();
    expect(blockWidthProblem('header', { grid_span: 3 })).toBeNull();
    const parsed = parseBlockSettings('table', { grid_span: 3 });
    expect(parsed).toEqual({
      success: false,
      message: 'grid_span: This block needs at least 4 of the 12 columns.',
    });
    expect(blockSettingsProblems('table', { grid_span: 3 })).toEqual([
      { path: ['grid_span'], message: 'This block needs at least 4 of the 12 columns.' },
    ]);
    expect(parseBlockSettings('table', { grid_span: 13 }).success).toBe(false);
    expect(parseBlockSettings('list', { grid_span: 3 }).success).toBe(true);
  });

  it('offers the Width choice after Full width, from the narrowest span the type allows', () => {
    const table = blockSettingsForm('table');
    const index = table.findIndex((field) => field.key === 'full_width');
    const width = table[index + 1];
    expect(width?.key).toBe('grid_span');
    expect(width?.options?.map((option) => option.value)).toEqual([4, 5, 6, 7, 8, 9, 10, 11]);
    expect(width?.visibleWhen?.({ full_width: true })).toBe(false);
    expect(blockSettingsForm('table')).toBe(table);
    expect(blockSettingsForm('header').some((field) => field.key === 'grid_span')).toBe(false);
  });
});
