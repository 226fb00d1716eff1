import { describe, expect, it } from '@jest/globals';
import type { BlockDto } from '@tessera/contracts';
import { blockSettingsAsServed } from '@tessera/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BlockData } from '../types.js';
import { MapBlock } from './MapBlock.js';

const map = (settings: Record<string, unknown> = {}): BlockDto => ({
  id: 'm1',
  type: 'map',
  position: 0,
  ...blockSettingsAsServed('map', {
    title: 'Shops',
    sheet_title: 'Places',
    title_column: 'Name',
    description_column: 'About',
    address_column: 'Address',
    image_column: 'Photo',
    ...settings,
  }),
});

const data = (rows: Record<string, string>[], columns = ['Name', 'About', 'Address', 'Photo']) =>
  ({
    columns,
    rows: rows.map((row, index) => ({ _id: `r${index}`, ...row })),
    total: rows.length,
    page: 1,
    page_size: 200,
    loading: false,
  }) satisfies BlockData;

const render = (block: BlockDto, blockData: BlockData) =>
  renderToStaticMarkup(
    <MapBlock block={block} data={blockData} viewer={{ canEdit: false, email: null }} />,
  );

describe('MapBlock', () => {
  it('lists the places from the rows at once, the map waiting for the browser', () => {
    const html = render(
      map(),
      data([
        {
          Name: 'Opera',
          About: 'Opera house',
          Address: 'Operagata 1, Oslo',
          Photo: 'https://img.example/o.jpg',
        },
        { Name: 'Shed', About: '', Address: 'Back yard', Photo: 'javascript:alert(1)' },
      ]),
    );
    expect(html).toContain('aria-label="Places"');
    expect(html).toContain(
      '<strong>Opera</strong><p>Opera house</p><small>Operagata 1, Oslo</small>',
    );
    expect(html).toContain('src="https://img.example/o.jpg"');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('ts-map ts-map--');
  });

  it('keeps hostile cells as text, and names columns gone from the sheet', () => {
    const html = render(
      map(),
      data(
        [{ Name: '<img src=x onerror=alert(1)>', About: '{{7*7}}', Address: '<b>x</b>' }],
        ['Name', 'About'],
      ),
    );
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img src=x');
    expect(html).toMatch(/role="alert"[^>]*>[^<]*Address/);
  });

  it('needs all four columns once a sheet is chosen', () => {
    expect(blockSettingsAsServed('map', { sheet_title: 'Places' }).settings_problem).toBe(
      'title_column: Choose a column.; description_column: Choose a column.; address_column: Choose a column.; image_column: Choose a column.',
    );
    expect(blockSettingsAsServed('map', {}).settings_problem).toBeUndefined();
  });
});
