import { describe, expect, it } from '@jest/globals';
import type { BlockDto } from '@tessera/contracts';
import { blockSettingsAsServed } from '@tessera/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BlockData } from '../types.js';
import { GridBlock } from './GridBlock.js';

const grid = (settings: Record<string, unknown>): BlockDto => ({
  id: 'g1',
  type: 'grid',
  position: 0,
  ...blockSettingsAsServed('grid', { sheet_title: 'Team', ...settings }),
});

const data = (rows: Record<string, string>[], overrides: Partial<BlockData> = {}): BlockData => ({
  columns: ['Name', 'Photo', 'Profile', 'Notes'],
  rows: rows.map((row, index) => ({ _id: `r${index}`, ...row })),
  total: rows.length,
  page: 1,
  page_size: 12,
  loading: false,
  ...overrides,
});

const render = (block: BlockDto, blockData: BlockData | undefined) =>
  renderToStaticMarkup(
    <GridBlock
      block={block}
      data={blockData}
      viewer={{ canEdit: false, email: null }}
      onSearch={() => undefined}
      onSortChange={() => undefined}
      onPageChange={() => undefined}
    />,
  );

const fields = [
  { column: 'Photo', type: 'image', image_size: 'small', round_image: true, alignment: 'center' },
  { column: 'Name', type: 'text', font_style: 'bold' },
  { column: 'Profile', type: 'button', button_text: 'Open profile', round_button: true },
  { column: 'Notes', hide_on_grid: true },
];

describe('GridBlock', () => {
  it('draws each row as a card in the chosen columns, fields in the owner’s order', () => {
    const html = render(
      grid({ title: 'Team', columns: 3, axis: fields }),
      data([
        {
          Name: 'Ann',
          Photo: 'https://img.example/ann.jpg',
          Profile: 'https://example.com/ann',
          Notes: 'secret-ish note',
        },
      ]),
    );
    expect(html).toContain('--ts-grid-columns:3');
    expect(html).toMatch(
      /<img class="ts-row-field__picture ts-row-field__picture--small ts-row-field__picture--round" src="https:\/\/img\.example\/ann\.jpg" alt="Photo"/,
    );
    expect(html).toContain('font-weight:700');
    expect(html).toMatch(
      /<a class="ts-button ts-row-field__button ts-row-field__button--round" href="https:\/\/example\.com\/ann"[^>]*target="_blank" rel="noopener noreferrer">Open profile<\/a>/,
    );
    // A field hidden on the grid is not drawn, but the toolbar still sorts on it.
    expect(html).not.toContain('secret-ish note');
    expect(html).toContain('<option value="Notes">');
    expect(html).toContain('Search');
  });

  it('keeps hostile cells inert: no script, no javascript: button or image', () => {
    const html = render(
      grid({ axis: fields }),
      data([
        {
          Name: '<script>alert(1)</script>{{constructor.constructor("alert(1)")()}}',
          Photo: 'javascript:alert(1)',
          Profile: ' JaVaScRiPt:alert(1)',
          Notes: '',
        },
        {
          Name: '<img src=x onerror=alert(1)>',
          Photo: 'data:image/svg+xml,<svg>',
          Profile: '//evil.example',
        },
      ]),
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toMatch(/href="[^"]*javascript/i);
    expect(html).not.toContain('src="javascript');
    expect(html).not.toContain('data:image');
    expect(html).not.toContain('//evil.example');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('shows every column as text before fields are chosen, and a note for removed columns', () => {
    const html = render(grid({}), data([{ Name: 'Ann', Photo: '', Profile: '', Notes: 'Hi' }]));
    expect(html).toContain('Name: </span>Ann');
    expect(html).toContain('Notes: </span>Hi');
    const gone = render(grid({ axis: [{ column: 'Role' }] }), data([{ Name: 'Ann' }]));
    expect(gone).toContain('The column &quot;Role&quot; is no longer in the sheet');
  });

  it('pages when paginate is on, says when nothing matches, and refuses bad settings', () => {
    const paged = render(grid({}), data([{ Name: 'Ann' }], { total: 30 }));
    expect(paged).toContain('Page 1 of 3');
    expect(render(grid({}), data([]))).toContain('No rows to show.');
    expect(render(grid({ columns: 6 }), data([]))).toContain(
      'This grid block needs its settings fixed: columns: A grid has 1 to 4 columns.',
    );
  });
});
