import { describe, expect, it } from '@jest/globals';
import { applyFieldChange } from './field-changes.js';
import { nextSocialItemType } from './social-items.js';

describe('applyFieldChange', () => {
  it('sets a top-level setting without touching the original', () => {
    const settings = { paginate: true, rows_per_page: 10 };
    const next = applyFieldChange(settings, ['paginate'], false);
    expect(next).toEqual({ paginate: false, rows_per_page: 10 });
    expect(settings.paginate).toBe(true);
  });

  it("clears a contact item's value when its type changes", () => {
    const settings = {
      contactItems: [
        { type: 'email', value: 'a@b.c' },
        { type: 'phone', value: '555' },
      ],
    };
    const next = applyFieldChange(settings, ['contactItems', 0, 'type'], 'address');
    expect(next.contactItems).toEqual([
      { type: 'address', value: '' },
      { type: 'phone', value: '555' },
    ]);
    expect(applyFieldChange(settings, ['contactItems', 1, 'type'], 'phone')).toEqual(settings);
  });

  it('keeps the value when another list item with a type changes', () => {
    const settings = { actions: [{ type: 'Edit row', value: 'kept' }] };
    const next = applyFieldChange(settings, ['actions', 0, 'type'], 'Delete row');
    expect(next.actions[0]).toEqual({ type: 'Delete row', value: 'kept' });
  });

  it("clears a feature's icon when its iconType changes", () => {
    const settings = { features: [{ iconType: 'fontawesome', icon: 'fa-star' }] };
    const next = applyFieldChange(settings, ['features', 0, 'iconType'], 'image');
    expect(next.features[0]).toEqual({ iconType: 'image', icon: '' });
  });

  it('clears the url when a page is chosen, and the page when a url is typed', () => {
    const settings = {
      navigationItems: [{ name: 'Orders', pageSlug: '', pageId: '', url: 'https://x.y' }],
    };
    const pages = [{ id: 'p2', page_slug: 'orders' }];
    const withPage = applyFieldChange(settings, ['navigationItems', 0, 'pageSlug'], 'orders', {
      pages,
    });
    expect(withPage.navigationItems[0]).toEqual({
      name: 'Orders',
      pageSlug: 'orders',
      pageId: 'p2',
      url: '',
    });
    const withUrl = applyFieldChange(withPage, ['navigationItems', 0, 'url'], 'https://docs.io');
    expect(withUrl.navigationItems[0]).toEqual({
      name: 'Orders',
      pageSlug: '',
      pageId: '',
      url: 'https://docs.io',
    });
  });

  it('does the same for simple links (linkToInsert and url)', () => {
    const settings = { simpleLinks: [{ text: 'A', linkToInsert: '', url: 'https://a.b' }] };
    const page = applyFieldChange(settings, ['simpleLinks', 0, 'linkToInsert'], 'about');
    expect(page.simpleLinks[0]).toEqual({ text: 'A', linkToInsert: 'about', url: '' });
    const url = applyFieldChange(page, ['simpleLinks', 0, 'url'], 'https://c.d');
    expect(url.simpleLinks[0]).toEqual({ text: 'A', linkToInsert: '', url: 'https://c.d' });
  });

  it('drops conditional formatting when a table column stops being text', () => {
    const settings = {
      axis: [{ column: 'Price', type: 'text', Conditional_formatting: [{ value: 'x' }] }],
    };
    const next = applyFieldChange(settings, ['axis', 0, 'type'], 'number');
    expect(next.axis[0]?.Conditional_formatting).toEqual([]);
    expect(applyFieldChange(settings, ['axis', 0, 'type'], 'text')).toEqual(settings);
  });

  it('drops the regex validation when a form field becomes a file field', () => {
    const settings = { axis: [{ column: 'CV', type: 'text', regex_validation: '^a' }] };
    const next = applyFieldChange(settings, ['axis', 0, 'type'], 'file');
    expect(next.axis[0]?.regex_validation).toBe('');
  });

  it('changes nested list items', () => {
    const settings = {
      axis: [{ column: 'A', Conditional_formatting: [{ value: 'x' }, { value: 'y' }] }],
    };
    const next = applyFieldChange(settings, ['axis', 0, 'Conditional_formatting', 1, 'value'], 'z');
    expect(next.axis[0]?.Conditional_formatting).toEqual([{ value: 'x' }, { value: 'z' }]);
  });

  it('leaves settings alone for a path that does not exist', () => {
    const settings = { axis: [] };
    expect(applyFieldChange(settings, ['axis', 3, 'type'], 'text')).toEqual({ axis: [] });
    expect(applyFieldChange(settings, [], 'x')).toBe(settings);
  });
});

describe('applyFieldChange on block filters', () => {
  const filter = (condition: string, value: string) => ({
    name: 'Due',
    active: true,
    condition,
    sheet_column: { sheet: 'Tasks', column: 'Due' },
    value,
  });
  const withFilter = (condition: string, value: string) => ({
    sheet_title: 'Tasks',
    filters: [filter(condition, value)],
  });

  it('clears the value when the new condition reads it differently', () => {
    const date = applyFieldChange(withFilter('=', 'open'), ['filters', 0, 'condition'], 'date');
    expect(date.filters[0]?.value).toBe('');
    const anyOf = applyFieldChange(
      withFilter('date', '2024-01-01||2024-01-31'),
      ['filters', 0, 'condition'],
      'any_of',
    );
    expect(anyOf.filters[0]?.value).toBe('');
    const today = applyFieldChange(
      withFilter('past_days', '7'),
      ['filters', 0, 'condition'],
      'today',
    );
    expect(today.filters[0]?.value).toBe('');
  });

  it('keeps the value between conditions that take text', () => {
    const next = applyFieldChange(withFilter('=', 'open'), ['filters', 0, 'condition'], 'includes');
    expect(next.filters[0]).toMatchObject({ condition: 'includes', value: 'open' });
  });

  it("sets a filter's column inside sheet_column, naming the block's sheet", () => {
    const settings = {
      sheet_title: 'Tasks',
      filters: [{ name: '', sheet_column: { sheet: '', column: '' }, value: '' }],
    };
    const next = applyFieldChange(settings, ['filters', 0, 'sheet_column', 'column'], 'Status');
    expect(next.filters[0]?.sheet_column).toEqual({ sheet: 'Tasks', column: 'Status' });
  });

  it("moves the filters to the block's new sheet", () => {
    const next = applyFieldChange(withFilter('=', 'open'), ['sheet_title'], 'Archive');
    expect(next.filters[0]?.sheet_column).toEqual({ sheet: 'Archive', column: 'Due' });
  });

  it('creates a conditional filter not stored yet, Email by default for the logged-in user', () => {
    const settings: Record<string, unknown> = { sheet_title: 'Tasks' };
    const next = applyFieldChange(settings, ['conditional_filter', 'filter_by'], 'Logged in user');
    expect(next.conditional_filter).toEqual({
      filter_by: 'Logged in user',
      match_with_column: 'Email',
    });
  });

  it('clears match_with_column when the conditional filter no longer uses the logged-in user', () => {
    const settings = {
      conditional_filter: {
        select_column: 'Owner',
        condition: 'Is',
        filter_by: 'Logged in user',
        match_with_column: 'Name',
      },
    };
    const next = applyFieldChange(settings, ['conditional_filter', 'filter_by'], 'Current record');
    expect(next.conditional_filter).toMatchObject({
      select_column: 'Owner',
      filter_by: 'Current record',
      match_with_column: '',
    });
  });

  it('resets match_by when the data filter source leaves Logged in user', () => {
    const settings = {
      data_filter: { column: 'Owner', condition: 'Is', source: 'Logged in user', match_by: 'Name' },
    };
    const next = applyFieldChange(settings, ['data_filter', 'source'], 'Current record');
    expect(next.data_filter).toMatchObject({ source: 'Current record', match_by: 'Email' });
    const axis = { axis: [{ source: 'Options', match_by: 'Name' }] };
    expect(applyFieldChange(axis, ['axis', 0, 'source'], 'Other').axis[0]?.match_by).toBe('Name');
  });
});

describe('nextSocialItemType', () => {
  it('adds instagram, then facebook, then linkedin, skipping those present', () => {
    expect(nextSocialItemType([])).toBe('instagram');
    expect(nextSocialItemType([{ type: 'instagram' }])).toBe('facebook');
    expect(nextSocialItemType([{ type: 'facebook' }])).toBe('instagram');
    expect(nextSocialItemType([{ type: 'instagram' }, { type: 'facebook' }])).toBe('linkedin');
    expect(
      nextSocialItemType([{ type: 'instagram' }, { type: 'facebook' }, { type: 'linkedin' }]),
    ).toBeNull();
  });
});
