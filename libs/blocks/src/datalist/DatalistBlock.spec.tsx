import { describe, expect, it } from '@jest/globals';
import type { BlockDto } from '@tessera/contracts';
import { blockSettingsAsServed } from '@tessera/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BlockData } from '../types.js';
import { DatalistBlock } from './DatalistBlock.js';

const datalist = (settings: Record<string, unknown>): BlockDto => ({
  id: 'd1',
  type: 'datalist',
  position: 0,
  ...blockSettingsAsServed('datalist', { sheet_title: 'History', ...settings }),
});

const data = (rows: Record<string, string>[], overrides: Partial<BlockData> = {}): BlockData => ({
  columns: ['Year', 'Event', 'Link'],
  rows: rows.map((row, index) => ({ _id: `r${index}`, ...row })),
  total: rows.length,
  page: 1,
  page_size: 10,
  loading: false,
  ...overrides,
});

const render = (block: BlockDto, blockData: BlockData | undefined) =>
  renderToStaticMarkup(
    <DatalistBlock
      block={block}
      data={blockData}
      viewer={{ canEdit: false, email: null }}
      onPageChange={() => undefined}
    />,
  );

const history = [
  { Year: '2019', Event: 'Founded', Link: 'https://example.com/2019' },
  { Year: '2021', Event: '<b onmouseover=alert(1)>First shop</b>', Link: 'javascript:alert(1)' },
];

describe('DatalistBlock', () => {
  it('draws a zigzag timeline with its colours, card size and style, rows in the order served', () => {
    const html = render(
      datalist({
        titleList: 'Our story',
        list_type: 'timeline',
        layout: 'zigzag',
        card_style: 'rounded',
        line_color: '#111111',
        dot_color: '#ff0000',
        content_width: 280,
        content_height: 140,
        axis: [
          { column: 'Year', font_style: 'bold' },
          { column: 'Event' },
          { column: 'Link', type: 'button', button_text: 'Read' },
        ],
      }),
      data(history),
    );
    expect(html).toContain('<h3 class="ts-datalist__title">Our story</h3>');
    expect(html).toContain(
      'class="ts-datalist ts-datalist--timeline ts-datalist--rounded ts-timeline--zigzag ts-datalist--animated"',
    );
    expect(html).toContain(
      'style="--ts-line-color:#111111;--ts-dot-color:#ff0000;--ts-card-width:280px;--ts-card-height:140px"',
    );
    expect(html.indexOf('2019')).toBeLessThan(html.indexOf('2021'));
    expect(html).toContain('href="https://example.com/2019"');
    expect(html).toContain('>Read</a>');
    // Cells are text, and a javascript: address gets no button.
    expect(html).toContain('&lt;b onmouseover=alert(1)&gt;First shop&lt;/b&gt;');
    expect(html.match(/>Read<\/a>/g)).toHaveLength(1);
  });

  it('places a vertical timeline’s line where the owner chose, and lists without motion', () => {
    const html = render(
      datalist({ list_type: 'timeline', line_position: 'right', animations: false }),
      data(history),
    );
    expect(html).toContain('ts-timeline--vertical ts-timeline--line-right');
    expect(html).not.toContain('ts-datalist--animated');
    expect(render(datalist({ list_type: 'horizontal' }), data(history))).toContain(
      'ts-datalist--horizontal',
    );
  });

  it('says when a field’s or the sort’s column is gone, and pages', () => {
    const html = render(
      datalist({ sorting: 'Descending', sort_column: 'Date', axis: [{ column: 'Year' }] }),
      data(history, { total: 25 }),
    );
    expect(html).toContain('The column &quot;Date&quot; is no longer in the sheet');
    expect(html).toContain('Page 1 of 3');
  });
});
