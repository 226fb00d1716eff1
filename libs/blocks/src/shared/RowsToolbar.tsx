import type { SheetFilter, ToolbarButton } from '@tessera/domain';
import { useState } from 'react';
import type { BlockRendererProps } from '../types.js';
import { FilterBar } from './FilterBar.js';
import { ToolbarButtons } from './PageButtons.js';
import { SearchBox } from './SearchBox.js';
import { SortSelect } from './SortSelect.js';

type Props = Pick<
  BlockRendererProps,
  | 'onSearch'
  | 'onSortChange'
  | 'onFilterChange'
  | 'query'
  | 'onDownloadCsv'
  | 'onDownloadPdf'
  | 'navigation'
> & {
  settings: {
    sheet_title: string;
    show_search: boolean;
    show_filter: boolean;
    show_sort: boolean;
    /** Blocks without a download or added rows (grids) leave these out. */
    csv_download?: boolean;
    pdf_download?: boolean;
    add_row_button_title?: string;
    add_row_button_color?: string;
    add_row_text_color?: string;
    /** Buttons opening app pages (block-configuration §3, toolbar buttons). */
    toolbar_buttons?: readonly ToolbarButton[];
  };
  /** The columns the viewer can filter and sort on. */
  columns: readonly string[];
  /** Lists sort with a select; tables sort from their column headers. */
  sortSelect: boolean;
  /** Shown when the viewer may add rows and the add form is closed. */
  onStartAdding: (() => void) | null;
};

const NO_FILTERS: readonly SheetFilter[] = [];

/** Search, filter, sort, CSV and PDF download and add-row controls above a list, table or grid. */
export function RowsToolbar({
  settings,
  columns,
  sortSelect,
  query,
  onSearch,
  onSortChange,
  onFilterChange,
  onStartAdding,
  onDownloadCsv,
  onDownloadPdf,
  navigation,
}: Props) {
  const downloads = [
    { format: 'CSV', run: settings.csv_download ? onDownloadCsv : undefined },
    { format: 'PDF', run: settings.pdf_download ? onDownloadPdf : undefined },
  ].filter((choice): choice is { format: string; run: () => Promise<void> } => !!choice.run);
  const [download, setDownload] = useState<{ busy: string | null; error: string | null }>({
    busy: null,
    error: null,
  });
  const startDownload = (format: string, run: () => Promise<void>) => {
    setDownload({ busy: format, error: null });
    run().then(
      () => setDownload({ busy: null, error: null }),
      (error: unknown) =>
        setDownload({
          busy: null,
          error: error instanceof Error ? error.message : 'The download failed.',
        }),
    );
  };
  return (
    <div className="ts-toolbar">
      <div className="ts-toolbar__group">
        {settings.show_search && onSearch ? <SearchBox onSearch={onSearch} /> : null}
        {settings.show_filter && onFilterChange && columns.length > 0 ? (
          <FilterBar
            columns={columns}
            sheet={settings.sheet_title}
            filters={query?.filters ?? NO_FILTERS}
            onFilterChange={onFilterChange}
          />
        ) : null}
        {sortSelect && settings.show_sort && onSortChange && columns.length > 0 ? (
          <SortSelect columns={columns} sort={query?.sort ?? ''} onSortChange={onSortChange} />
        ) : null}
      </div>
      {downloads.length > 0 ? (
        <div className="ts-toolbar__group">
          {downloads.map(({ format, run }) => (
            <button
              key={format}
              type="button"
              className="ts-button"
              disabled={download.busy !== null}
              onClick={() => startDownload(format, run)}
            >
              {download.busy === format ? 'Downloading…' : `Download ${format}`}
            </button>
          ))}
          {download.error ? (
            <span role="alert" className="ts-block__error">
              {download.error}
            </span>
          ) : null}
        </div>
      ) : null}
      <ToolbarButtons buttons={settings.toolbar_buttons ?? []} navigation={navigation} />
      {onStartAdding ? (
        <button
          type="button"
          className="ts-button"
          style={{ background: settings.add_row_button_color, color: settings.add_row_text_color }}
          onClick={onStartAdding}
        >
          {settings.add_row_button_title?.trim() || 'Add row'}
        </button>
      ) : null}
    </div>
  );
}
