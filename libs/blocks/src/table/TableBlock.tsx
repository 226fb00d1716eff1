import { useMemo, useState } from 'react';
import { parseBlockSettings } from '@tessera/domain';
import { BlockFrame, InvalidSettings } from '../shared/BlockFrame.js';
import { CellValue } from '../shared/Cell.js';
import { viewerMay } from '../shared/permissions.js';
import { Pagination } from '../shared/Pagination.js';
import { SearchBox } from '../shared/SearchBox.js';
import type { BlockRendererProps } from '../types.js';
import { AddRowForm } from './AddRowForm.js';
import { matchingRule, tableColumns } from './tableColumns.js';

/** Sheet rows in a table: the axis columns, server paging, search and the add-row form. */
export function TableBlock({
  block,
  data,
  viewer,
  onPageChange,
  onSearch,
  onAddRow,
}: BlockRendererProps) {
  const parsed = useMemo(() => parseBlockSettings('table', block.settings), [block.settings]);
  const [adding, setAdding] = useState(false);
  const sheetColumns = data?.columns;
  const columns = useMemo(
    () => (parsed.success ? tableColumns(parsed.settings.axis, sheetColumns ?? []) : []),
    [parsed, sheetColumns],
  );
  if (!parsed.success) return <InvalidSettings type="table" message={parsed.message} />;
  const settings = parsed.settings;
  const rows = data?.rows ?? [];
  const mayAdd = Boolean(onAddRow) && viewerMay(settings.add_new_row, viewer);
  const axisByColumn = new Map(settings.axis.map((entry) => [entry.column, entry]));

  return (
    <BlockFrame
      title={settings.title}
      fallbackLabel="Table"
      colors={settings}
      error={data?.error}
      loading={data?.loading}
    >
      <div className="ts-toolbar">
        {settings.show_search && onSearch ? <SearchBox onSearch={onSearch} /> : null}
        {mayAdd && !adding ? (
          <button
            type="button"
            className="ts-button"
            style={{
              background: settings.add_row_button_color,
              color: settings.add_row_text_color,
            }}
            onClick={() => setAdding(true)}
          >
            {settings.add_row_button_title}
          </button>
        ) : null}
      </div>
      {mayAdd && adding && onAddRow ? (
        <AddRowForm
          columns={columns.map((column) => ({ ...column, ...axisByColumn.get(column.column) }))}
          rows={rows}
          submitTitle={settings.submit_button_title}
          onSubmit={onAddRow}
          onDone={() => setAdding(false)}
        />
      ) : null}
      <div className="ts-table__scroll">
        <table className="ts-table" aria-label={settings.title || 'Table'}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th
                  key={column.column}
                  scope="col"
                  style={{ width: column.column_width, textAlign: column.text_alignment }}
                >
                  {column.column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row._id}>
                {columns.map((column) => {
                  const value = row[column.column] ?? '';
                  const rule =
                    column.type === 'text'
                      ? matchingRule(column.Conditional_formatting, value)
                      : undefined;
                  return (
                    <td
                      key={column.column}
                      style={{
                        width: column.column_width,
                        textAlign: column.text_alignment,
                        color: rule?.text_color,
                        background: rule?.background_color,
                      }}
                    >
                      <CellValue
                        type={column.type}
                        value={value}
                        useMarkdown={column.use_markdown}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {data && !data.loading && rows.length === 0 ? (
          <p className="ts-block__empty">No rows to show.</p>
        ) : null}
      </div>
      {settings.paginate && settings.show_pagination && data && onPageChange ? (
        <Pagination
          page={data.page}
          pageSize={data.page_size}
          total={data.total}
          onPageChange={onPageChange}
        />
      ) : null}
    </BlockFrame>
  );
}
