import { describe, expect, it } from '@jest/globals';
import type { BlockDto } from '@tessera/contracts';
import { blockSettingsAsServed } from '@tessera/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BlockData, BlockRendererProps } from '../types.js';
import { TableBlock } from './TableBlock.js';

const data: BlockData = {
  columns: ['Name', 'Site', 'Notes'],
  rows: [{ _id: 'r1', Name: 'Ann', Site: 'https://ann.example.com', Notes: 'hi' }],
  total: 1,
  page: 1,
  page_size: 10,
  loading: false,
  freshness: {
    fetched_at: '2026-01-01T00:00:00Z',
    age_seconds: 120,
    stale: true,
    refresh_error: 'Sheet not shared',
  },
  sync: { pending: 2, delayed: true, message: 'Google quota exceeded' },
};

function table(settings: Record<string, unknown>): BlockDto {
  return {
    id: 'b1',
    type: 'table',
    position: 0,
    ...blockSettingsAsServed('table', {
      sheet_title: 'People',
      axis: [
        { column: 'Name', editable: 'Everyone' },
        { column: 'Site', type: 'url' },
        { column: 'Notes', editable: 'Admins' },
      ],
      actions: [{ type: 'Edit row' }, { type: 'Delete row', title: 'Remove' }],
      ...settings,
    }),
  };
}

const writes = {
  onEditRow: () => Promise.resolve(),
  onDuplicateRow: () => Promise.resolve(),
  onDeleteRow: () => Promise.resolve(),
  onSortChange: () => undefined,
  onFilterChange: () => undefined,
};

function render(props: Partial<BlockRendererProps> & { block: BlockDto }): string {
  return renderToStaticMarkup(
    <TableBlock data={data} viewer={{ canEdit: false, email: null }} {...writes} {...props} />,
  );
}

describe('TableBlock', () => {
  it('shows the row actions the browser can carry out, opening links safely', () => {
    expect(render({ block: table({}) })).toContain('>Actions</th>');
    expect(render({ block: table({}) })).toContain('>Edit row</button>');
    expect(render({ block: table({}) })).toContain('>Remove</button>');
    const html = render({
      block: table({
        actions: [
          { type: 'Open link', title: 'Visit', source_column: 'Site' },
          { type: 'API call', title: 'Notify', api_endpoint: 'https://hooks.example.com' },
        ],
      }),
    });
    expect(html).toMatch(
      /<a [^>]*href="https:\/\/ann.example.com" target="_blank" rel="noopener noreferrer">Visit<\/a>/,
    );
    // An API call needs the host to send it (through the server).
    expect(html).not.toContain('Notify');
    const onApiCall = () => Promise.resolve();
    const withCalls = render({
      block: table({
        actions: [
          { type: 'Edit row' },
          { type: 'API call', title: 'Notify', api_endpoint: 'https://hooks.example.com' },
        ],
      }),
      onApiCall,
    });
    expect(withCalls).toContain('>Notify</button>');
    expect(
      render({
        block: table({
          actions: [{ type: 'API call', title: 'Notify', api_endpoint: 'https://a.example' }],
        }),
        onApiCall,
        viewer: { canEdit: false, email: null, readOnly: true },
      }),
    ).not.toContain('Notify');
  });

  it('cuts text cells to their character_limit, the whole text on hover; other types stay whole', () => {
    const long = { ...data, rows: [{ ...data.rows[0]!, Notes: 'A rather long note', Site: 'x' }] };
    const html = render({
      block: table({
        axis: [
          { column: 'Notes', character_limit: 8 },
          { column: 'Site', type: 'url', character_limit: 1 },
        ],
      }),
      data: long,
    });
    expect(html).toContain('<span title="A rather long note">A rather…</span>');
    expect(html).not.toContain('x…');
  });

  it('offers Download CSV when csv_download is on and the host can download the block', () => {
    const onDownloadCsv = () => Promise.resolve();
    expect(render({ block: table({ csv_download: true }), onDownloadCsv })).toContain(
      '>Download CSV</button>',
    );
    expect(render({ block: table({}), onDownloadCsv })).not.toContain('Download CSV');
    expect(render({ block: table({ csv_download: true }) })).not.toContain('Download CSV');
    const onDownloadPdf = () => Promise.resolve();
    const both = render({
      block: table({ csv_download: true, pdf_download: true }),
      onDownloadCsv,
      onDownloadPdf,
    });
    expect(both).toContain('>Download CSV</button>');
    expect(both).toContain('>Download PDF</button>');
    expect(
      render({ block: table({ csv_download: true }), onDownloadCsv, onDownloadPdf }),
    ).not.toContain('Download PDF');
  });

  it('offers a Read app user no way to change data, whatever the block allows', () => {
    const html = render({
      block: table({ add_new_row: 'Everyone' }),
      onAddRow: () => Promise.resolve(),
      viewer: { canEdit: false, email: 'rita@example.com', readOnly: true },
    });
    expect(html).toContain('>Ann<');
    expect(html).not.toContain('Edit Name');
    expect(html).not.toContain('>Edit row</button>');
    expect(html).not.toContain('>Remove</button>');
    expect(html).not.toContain('>Add new<');
    // The same block offers them to a viewer who may write.
    expect(
      render({ block: table({ add_new_row: 'Everyone' }), onAddRow: () => Promise.resolve() }),
    ).toContain('>Add new<');
  });

  it('hides the actions from viewers action_button_visibility leaves out', () => {
    const html = render({ block: table({ action_button_visibility: 'Admins' }) });
    expect(html).not.toContain('Actions');
    expect(html).not.toContain('Remove');
  });

  it('offers in-place editing of the columns the viewer may edit', () => {
    expect(render({ block: table({}) })).toContain('(Edit Name)');
    expect(render({ block: table({}) })).not.toContain('Edit Notes');
    expect(render({ block: table({}), viewer: { canEdit: true, email: null } })).toContain(
      '(Edit Notes)',
    );
    expect(render({ block: table({}), onEditRow: undefined })).not.toContain('Edit Name');
  });

  it('sorts from the column headers when show_sort is on', () => {
    const html = render({ block: table({}), query: { sort: '-Name', filters: [] } });
    expect(html).toContain('aria-sort="descending"');
    expect(html).toContain('class="ts-sort-header"');
    expect(render({ block: table({ show_sort: false }) })).not.toContain('ts-sort-header');
  });

  it('offers the filter bar when show_filter is on, with the active filters', () => {
    const filters = [
      {
        name: 'Name',
        active: true,
        condition: 'starts_with' as const,
        sheet_column: { sheet: 'People', column: 'Name' },
        value: 'A',
      },
    ];
    const html = render({ block: table({}), query: { sort: '', filters } });
    expect(html).toContain('Filter (1)');
    expect(html).toContain('Name starts with A');
    expect(render({ block: table({ show_filter: false }) })).not.toContain('Filter');
  });

  it('tells a delayed sync, the waiting changes and old data', () => {
    const html = render({ block: table({}) });
    expect(html).toContain('Sync delayed');
    expect(html).toContain('Google quota exceeded');
    expect(html).toContain('2 changes waiting to sync');
    expect(html).toContain('Showing data from 2 minutes ago');
    expect(html).toContain('Sheet not shared');
  });

  it('makes each row open its details when show_details_on_click is on, and only then', () => {
    const opening = render({ block: table({ show_details_on_click: true }), ...writes });
    // A click on the row, or its Details button (named by the row for screen readers).
    expect(opening).toContain('<tr class="ts-row--details">');
    expect(opening).toContain(
      'aria-haspopup="dialog">Details<span class="ts-visually-hidden"> of Ann</span></button>',
    );
    const plain = render({ block: table({}), ...writes });
    expect(plain).not.toContain('ts-row--details');
    expect(plain).not.toContain('>Details');
  });
});
