import { describe, expect, it } from '@jest/globals';
import { applyFieldChange } from '../blocks/field-changes.js';
import { createTempoBlock } from './new-tempo-block.js';
import {
  axisTypeFollowingColumn,
  columnKindByName,
  startingSettings,
  withSheetChanged,
} from './starting-settings.js';

const PRODUCTS = { title: 'Products', columns: ['Name', 'Photo', 'Price', 'Launch date', 'Email'] };

describe('what a new block starts with', () => {
  it('reads what a column holds from its header', () => {
    expect(columnKindByName('Photo')).toBe('image');
    expect(columnKindByName('profile_picture')).toBe('image');
    expect(columnKindByName('Launch date')).toBe('date');
    expect(columnKindByName('Added On')).toBe('date');
    // Who or which group, not a date or a figure.
    for (const header of ['Created by', 'Sales rep', 'Age group', 'Yes/No', 'Status'])
      expect(columnKindByName(header)).toBe('text');
    expect(columnKindByName('Unit price')).toBe('number');
    expect(columnKindByName('E-mail')).toBe('email');
    expect(columnKindByName('Mobile')).toBe('phone');
    expect(columnKindByName('Website')).toBe('url');
    expect(columnKindByName('Name')).toBe('text');
    // Whole words only: "Dates" is not "Updates".
    expect(columnKindByName('Notes')).toBe('text');
  });

  it('starts on the first sheet with columns', () => {
    expect(startingSettings('comments', [{ title: 'Empty', columns: [] }, PRODUCTS])).toEqual({
      sheet_title: 'Products',
    });
    expect(startingSettings('table', [])).toEqual({});
  });

  it('starts a list with its image shown as an image and three more columns, none editable', () => {
    expect(startingSettings('list', [PRODUCTS]).axis).toEqual([
      { column: 'Photo', type: 'image', editable: 'None' },
      { column: 'Name', type: 'text', editable: 'None' },
      { column: 'Price', type: 'text', editable: 'None' },
      { column: 'Launch date', type: 'text', editable: 'None' },
    ]);
  });

  it('starts a chart on a grouping column, with a figure that adds up as its series', () => {
    const stock = { title: 'Stock', columns: ['Name', 'Category', 'Price', 'Stock'] };
    expect(startingSettings('chart', [stock])).toMatchObject({
      x_axis: 'Category',
      axis: [{ column: 'Stock' }],
    });
  });

  it('starts a chart with text on the x axis and a number as its series', () => {
    expect(startingSettings('chart', [PRODUCTS])).toMatchObject({
      x_axis: 'Name',
      axis: [{ column: 'Price' }],
    });
  });

  it('starts a form asking for each column, labelled by its header, with an input of its kind', () => {
    expect(startingSettings('form', [PRODUCTS]).axis).toEqual([
      { column: 'Name', type: 'text' },
      { column: 'Photo', type: 'file' },
      { column: 'Price', type: 'number' },
      { column: 'Launch date', type: 'date' },
      { column: 'Email', type: 'email' },
    ]);
  });

  it('makes tempo blocks that pass their schema, defaults filled in', () => {
    const list = createTempoBlock('list', 'tmp-1', [PRODUCTS]);
    expect(list.sheet_title).toBe('Products');
    expect(list.settings.axis[0]).toMatchObject({
      column: 'Photo',
      type: 'image',
      editable: 'None',
    });
    const form = createTempoBlock('form', 'tmp-2', [PRODUCTS]);
    expect(form.settings.axis).toHaveLength(5);
    expect(form.settings.axis[2]).toMatchObject({
      required: false,
      placeholder: expect.any(String),
    });
    // Types without a sheet start as they always did.
    expect(createTempoBlock('iframe', 'tmp-3', [PRODUCTS]).settings).toEqual(
      createTempoBlock('iframe', 'tmp-4').settings,
    );
  });

  it('keeps the columns the new sheet has when the sheet changes, else starts on its own', () => {
    const stores = { title: 'Stores', columns: ['Name', 'City', 'Opened'] };
    const list = { axis: [{ column: 'Photo' }, { column: 'Name' }], title: 'Kept' };
    expect(withSheetChanged('list', list, stores)).toEqual({
      axis: [{ column: 'Name' }],
      title: 'Kept',
    });
    expect(withSheetChanged('list', { axis: [{ column: 'Photo' }] }, stores).axis).toEqual([
      { column: 'Name', type: 'text', editable: 'None' },
      { column: 'City', type: 'text', editable: 'None' },
      { column: 'Opened', type: 'text', editable: 'None' },
    ]);
    expect(withSheetChanged('chart', { x_axis: 'Product', axis: [] }, stores)).toEqual({
      x_axis: 'City',
      axis: [],
    });
    // A figure of another sheet of its own stays; a calendar's missing start date is the new
    // sheet's, and a missing column without one in the new sheet goes.
    const scorecard = { axis: [{ column: 'Price' }, { column: 'Stock', sheet_title: 'Stock' }] };
    expect(withSheetChanged('scorecard', scorecard, stores).axis).toEqual([
      { column: 'Stock', sheet_title: 'Stock' },
    ]);
    const calendar = {
      start_time_column: 'Launch date',
      end_time_column: 'Closing date',
      event_title_column: 'Name',
    };
    expect(withSheetChanged('calendar', calendar, stores)).toEqual({
      start_time_column: 'Opened',
      end_time_column: '',
      event_title_column: 'Name',
    });
    const table = { axis: [{ column: 'Photo', type: 'image' }] };
    expect(withSheetChanged('table', table, stores).axis).toEqual([
      { column: 'Name', type: 'text' },
      { column: 'City', type: 'text' },
      { column: 'Opened', type: 'date' },
    ]);
  });

  it('lets a field’s kind follow its column when it was the one the old column suggested', () => {
    const field = { column: 'Photo', type: 'file' };
    expect(axisTypeFollowingColumn('form', field, 'Photo', 'Email')).toMatchObject({
      type: 'email',
    });
    const chosen = { column: 'Name', type: 'textarea' };
    expect(axisTypeFollowingColumn('form', chosen, 'Name', 'Email')).toBe(chosen);
    const line = { column: 'Photo', type: 'image' };
    expect(axisTypeFollowingColumn('list', line, 'Photo', 'Email')).toMatchObject({
      type: 'text',
    });
    // Through the settings form's change rules: only for the types that have them.
    const form = { axis: [{ column: 'Name', type: 'text' }] };
    expect(applyFieldChange(form, ['axis', 0, 'column'], 'Email', { type: 'form' }).axis).toEqual([
      { column: 'Email', type: 'email' },
    ]);
    // A table column added and then named starts as what the column holds.
    const table = { axis: [{ column: '', type: 'text', Conditional_formatting: [] }] };
    expect(applyFieldChange(table, ['axis', 0, 'column'], 'Photo', { type: 'table' }).axis).toEqual(
      [{ column: 'Photo', type: 'image', Conditional_formatting: [] }],
    );
    const event = { axis: [{ column: '', type: 'text' }] };
    expect(applyFieldChange(event, ['axis', 0, 'column'], 'Email', { type: 'event' }).axis).toEqual(
      [{ column: 'Email', type: 'text' }],
    );
  });

  it('starts a gallery, a calendar and a map on the columns that fit', () => {
    expect(startingSettings('imageGallery', [PRODUCTS])).toMatchObject({
      image_column: 'Photo',
      caption_column: 'Name',
    });
    const events = { title: 'Events', columns: ['Title', 'End date', 'Start date', 'Venue'] };
    expect(startingSettings('calendar', [events])).toMatchObject({
      start_time_column: 'Start date',
      end_time_column: 'End date',
      event_title_column: 'Title',
    });
    const shops = { title: 'Shops', columns: ['Shop', 'Notes', 'Address', 'Picture'] };
    const map = createTempoBlock('map', 'tmp-5', [shops]);
    expect(map.settings).toMatchObject({
      sheet_title: 'Shops',
      address_column: 'Address',
      title_column: 'Shop',
      description_column: 'Notes',
      image_column: 'Picture',
    });
    // Without every column a map needs, it starts as before: no sheet, nothing refused yet.
    expect(createTempoBlock('map', 'tmp-6', [PRODUCTS]).settings.sheet_title).toBe('');
  });

  it('starts a table on every column, each shown as what it holds, on the whole row', () => {
    const table = createTempoBlock('table', 'tmp-7', [PRODUCTS]);
    expect(table.settings).toMatchObject({ full_width: true, grid_span: 12 });
    expect(createTempoBlock('list', 'tmp-7b', [PRODUCTS]).settings.full_width).toBe(false);
    expect(
      table.settings.axis.map(({ column, type, text_alignment }) => [column, type, text_alignment]),
    ).toEqual([
      ['Name', 'text', 'left'],
      ['Photo', 'image', 'left'],
      ['Price', 'number', 'right'],
      ['Launch date', 'date', 'left'],
      ['Email', 'email', 'left'],
    ]);
  });

  it('starts data list and grid cards on a picture, text and a link as the button', () => {
    const people = {
      title: 'People',
      columns: ['Name', 'Role', 'Website', 'Avatar', 'Team', 'City', 'Phone'],
    };
    const fields = [
      { column: 'Avatar', type: 'image' },
      { column: 'Name', type: 'text' },
      { column: 'Role', type: 'text' },
      { column: 'Website', type: 'button' },
    ];
    expect(startingSettings('datalist', [people]).axis).toEqual(fields);
    expect(startingSettings('grid', [people]).axis).toEqual(fields);
    expect(createTempoBlock('grid', 'tmp-8', [people]).settings.axis[3]).toMatchObject({
      type: 'button',
      button_text: 'View',
    });
  });

  it('starts item details on the photo, a header and the other columns', () => {
    expect(startingSettings('item details', [PRODUCTS])).toEqual({
      sheet_title: 'Products',
      photo_column: 'Photo',
      header_column: 'Name',
      axis: [
        { column: 'Price', alignment: 'right' },
        { column: 'Launch date' },
        { column: 'Email' },
      ],
    });
  });

  it('starts a scorecard adding up money, averaging ratings and counting plainly', () => {
    const sales = { title: 'Sales', columns: ['Region', 'Revenue', 'Rating', 'Units sold', 'Qty'] };
    const cards = createTempoBlock('scorecard', 'tmp-9', [sales]).settings.axis;
    expect(
      cards.map(({ column, function: reduce, label, symbol }) => [column, reduce, label, symbol]),
    ).toEqual([
      ['Revenue', 'sum', 'Total Revenue', '$'],
      ['Rating', 'average', 'Average Rating', ''],
      ['Qty', 'sum', 'Total Qty', ''],
    ]);
    expect(startingSettings('scorecard', [{ title: 'Notes', columns: ['Note'] }]).axis).toEqual([]);
    // A price per row is averaged, in money.
    expect(startingSettings('scorecard', [PRODUCTS]).axis).toEqual([
      { column: 'Price', function: 'average', label: 'Average Price', symbol: '$' },
    ]);
  });

  it('starts an event registering the name and e-mail (required) and the phone', () => {
    const guests = {
      title: 'Guests',
      columns: ['Ticket', 'full_name', 'E-mail', 'Mobile', 'Notes'],
    };
    const fields = createTempoBlock('event', 'tmp-10', [guests]).settings.axis;
    expect(fields.map(({ column, required }) => [column, required])).toEqual([
      ['full_name', true],
      ['E-mail', true],
      ['Mobile', false],
    ]);
    // Into the first sheet that can take a registration; none: no sheet yet.
    const stock = { title: 'Stock', columns: ['Name', 'Qty'] };
    expect(startingSettings('event', [stock, guests]).sheet_title).toBe('Guests');
    expect(startingSettings('event', [stock])).toEqual({});
  });
});
