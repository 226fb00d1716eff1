import { describe, expect, it } from '@jest/globals';
import type { BlockDto } from '@tessera/contracts';
import { blockSettingsAsServed, computeScore } from '@tessera/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BlockData } from '../types.js';
import { ScorecardBlock } from './ScorecardBlock.js';

const scorecard = (settings: Record<string, unknown>): BlockDto => ({
  id: 's1',
  type: 'scorecard',
  position: 0,
  ...blockSettingsAsServed('scorecard', { sheet_title: 'Orders', ...settings }),
});

const data = (overrides: Partial<BlockData> = {}): BlockData => ({
  columns: ['Amount', 'Status'],
  rows: [],
  total: 3,
  page: 1,
  page_size: 1,
  loading: false,
  scores: [
    computeScore({ column: 'Amount', function: 'sum', decimal: 'period' }, ['1200', '34.5']),
    computeScore({ column: 'Status', function: 'last row', decimal: 'period' }, [
      'Open',
      '<img src=x onerror=alert(1)>',
    ]),
  ],
  ...overrides,
});

const render = (block: BlockDto, blockData: BlockData | undefined, canEdit = false) =>
  renderToStaticMarkup(
    <ScorecardBlock block={block} data={blockData} viewer={{ canEdit, email: null }} />,
  );

describe('ScorecardBlock', () => {
  it('shows each figure the server computed, with its label, symbol and colours', () => {
    const html = render(
      scorecard({
        title: 'Sales',
        axis: [
          { column: 'Amount', label: 'Revenue', background_color: '#fef3c7' },
          { column: 'Status', function: 'last row' },
        ],
      }),
      data(),
    );
    expect(html).toContain('<h2 class="ts-block__title">Sales</h2>');
    expect(html).toMatch(/Revenue<\/span><strong[^>]*>\$1,234\.5<\/strong>/);
    expect(html).toContain('background:#fef3c7');
    // A cell is text, never markup.
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toContain('<img');
    expect(html).toContain('>Status</span>');
  });

  it('shows a dash for a figure not computed (yet) rather than a wrong number', () => {
    const html = render(scorecard({ axis: [{ column: 'Amount', function: 'average' }] }), data());
    expect(html).toMatch(/<strong[^>]*>—<\/strong>/);
  });

  it('says which columns are gone from the sheet', () => {
    const html = render(scorecard({ axis: [{ column: 'Profit' }] }), data());
    expect(html).toContain(
      'The column &quot;Profit&quot; is no longer in the sheet: choose another one in the block&#x27;s settings.',
    );
  });

  it('shows a card of another sheet, and says when its sheet or column is gone', () => {
    const block = scorecard({
      axis: [
        { sheet_title: 'Refunds', column: 'Amount', label: 'Refunded' },
        { sheet_title: 'Archive', column: 'Amount' },
        { sheet_title: 'Refunds', column: 'Fee' },
      ],
    });
    const html = render(
      block,
      data({
        columns: ['Status'],
        scores: [
          { sheet: 'Refunds', column: 'Amount', function: 'sum', decimal: 'period', value: 40 },
          {
            sheet: 'Archive',
            column: 'Amount',
            function: 'sum',
            decimal: 'period',
            value: null,
            missing: 'sheet',
          },
          {
            sheet: 'Refunds',
            column: 'Fee',
            function: 'sum',
            decimal: 'period',
            value: null,
            missing: 'column',
          },
        ],
      }),
    );
    // The block's own sheet lacks Amount, but these cards do not read it.
    expect(html).not.toContain('is no longer in the sheet:');
    expect(html).toMatch(/Refunded<\/span><strong[^>]*>\$40<\/strong>/);
    expect(html).toContain(
      'The sheet &quot;Archive&quot; is no longer in the spreadsheet: choose another one in the block&#x27;s settings.',
    );
    expect(html).toContain(
      'The column &quot;Fee&quot; is no longer in the sheet &quot;Refunds&quot;: choose another one in the block&#x27;s settings.',
    );
  });

  it('tells the owner to add figures, a visitor that there are none', () => {
    expect(render(scorecard({}), undefined, true)).toContain(
      'Choose a sheet and add a figure in the block settings.',
    );
    expect(render(scorecard({}), undefined)).toContain('No figures to show yet.');
  });

  it('shows the sheet’s error instead of figures', () => {
    const html = render(scorecard({ axis: [{ column: 'Amount' }] }), data({ error: 'Data Error' }));
    expect(html).toContain('<p role="alert" class="ts-block__error">Data Error</p>');
    expect(html).not.toContain('ts-scorecard__card');
  });
});
