import { describe, expect, it } from '@jest/globals';
import type { BlockDto } from '@tessera/contracts';
import { blockSettingsAsServed } from '@tessera/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BlockData, BlockRendererProps } from '../types.js';
import { ListBlock } from './ListBlock.js';

const data: BlockData = {
  columns: ['Name', 'Email'],
  rows: [{ _id: 'r1', Name: 'Ann', Email: 'ann@example.com' }],
  total: 1,
  page: 1,
  page_size: 10,
  loading: false,
};

const list = (settings: Record<string, unknown>): BlockDto => ({
  id: 'l1',
  type: 'list',
  position: 0,
  ...blockSettingsAsServed('list', { sheet_title: 'People', ...settings }),
});

function render(props: Partial<BlockRendererProps> & { block: BlockDto }): string {
  return renderToStaticMarkup(
    <ListBlock
      data={data}
      viewer={{ canEdit: false, email: null }}
      onEditRow={() => Promise.resolve()}
      onSortChange={() => undefined}
      {...props}
    />,
  );
}

describe('ListBlock', () => {
  it('lets everyone edit configured fields by default, never the stand-in fields', () => {
    expect(render({ block: list({ axis: [{ column: 'Name' }] }) })).toContain('(Edit Name)');
    expect(render({ block: list({}) })).not.toContain('Edit Name');
  });

  it('sorts with a select naming each column both ways', () => {
    const html = render({
      block: list({ axis: [{ column: 'Name' }] }),
      query: { sort: '-Name', filters: [] },
    });
    expect(html).toContain('Sort by');
    expect(html).toContain('<option value="-Name" selected="">Name (Z to A)</option>');
  });

  it('writes a date as tables do, and other text as it is', () => {
    const html = render({
      block: list({
        axis: [
          { column: 'Started', editable: 'None' },
          { column: 'Code', editable: 'None' },
        ],
      }),
      data: {
        ...data,
        columns: ['Started', 'Code'],
        rows: [{ _id: 'r1', Started: '2025-01-14', Code: '2025-1-2' }],
      },
    });
    expect(html).toContain('>14 Jan 2025<');
    expect(html).toContain('>2025-1-2<');
    expect(html).not.toContain('>2025-01-14<');
  });

  it('offers no sorting or filtering by a picture', () => {
    const html = render({
      block: list({ axis: [{ column: 'Photo', type: 'image' }, { column: 'Name' }] }),
      query: { sort: '', filters: [] },
    });
    expect(html).toContain('Name (A to Z)');
    expect(html).not.toContain('Photo (A to Z)');
  });

  it('composes e-mail and copies from the row', () => {
    const html = render({
      block: list({
        actions: [
          { type: 'Compose Email', title: 'Write', source_column: 'Email' },
          { type: 'Copy to clipboard', title: 'Copy', source_column: 'Email' },
        ],
      }),
    });
    expect(html).toContain('href="mailto:ann@example.com"');
    expect(html).toContain('>Copy</button>');
  });
});
