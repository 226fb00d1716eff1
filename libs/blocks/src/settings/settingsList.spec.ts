import { describe, expect, it } from '@jest/globals';
import { blockSettingsForm, defaultBlockSettings, type SettingsField } from '@tessera/domain';
import {
  addListItem,
  canAddItem,
  listItems,
  moveListItem,
  removeListItem,
} from './settingsList.js';

function field(type: Parameters<typeof blockSettingsForm>[0], key: string): SettingsField {
  const found = blockSettingsForm(type).find((candidate) => candidate.key === key);
  if (!found) throw new Error(`no ${key} field`);
  return found;
}

describe('list editing of the settings form', () => {
  it('adds social items in the order instagram, facebook, linkedin and stops at 3', () => {
    const social = field('footer', 'socialItems');
    let settings: Record<string, unknown> = { ...defaultBlockSettings('footer') };
    for (let i = 0; i < 4; i += 1)
      settings = addListItem(settings, ['socialItems'], social, settings);
    expect(listItems(settings, 'socialItems').map((item) => item.type)).toEqual([
      'instagram',
      'facebook',
      'linkedin',
    ]);
    expect(canAddItem(social, settings)).toBe(false);
  });

  it('limits simple links to 5 with the Classic Footer Bar layout', () => {
    const links = field('footer', 'simpleLinks');
    let settings: Record<string, unknown> = {
      ...defaultBlockSettings('footer'),
      footerLayoutType: 'Classic Footer Bar',
    };
    for (let i = 0; i < 7; i += 1)
      settings = addListItem(settings, ['simpleLinks'], links, settings);
    expect(listItems(settings, 'simpleLinks')).toHaveLength(5);
  });

  it('removes and moves items without touching the others', () => {
    const axis = field('table', 'axis');
    let settings: Record<string, unknown> = { ...defaultBlockSettings('table') };
    settings = addListItem(settings, ['axis'], axis, settings);
    settings = addListItem(settings, ['axis'], axis, settings);
    settings = addListItem(settings, ['axis'], axis, settings);
    settings = {
      ...settings,
      axis: listItems(settings, 'axis').map((item, index) => ({ ...item, column: `C${index}` })),
    };
    const moved = moveListItem(settings, ['axis'], settings, 'axis', 0, 1);
    expect(listItems(moved, 'axis').map((item) => item.column)).toEqual(['C1', 'C0', 'C2']);
    expect(moveListItem(settings, ['axis'], settings, 'axis', 2, 1)).toBe(settings);
    const removed = removeListItem(settings, ['axis'], settings, 'axis', 1);
    expect(listItems(removed, 'axis').map((item) => item.column)).toEqual(['C0', 'C2']);
    expect(listItems(settings, 'axis')).toHaveLength(3);
  });
});
