import { useMemo, useState } from 'react';
import { parseBlockSettings, type ListAxis } from '@tessera/domain';
import { BlockFrame, InvalidSettings } from '../shared/BlockFrame.js';
import { CellValue } from '../shared/Cell.js';
import { Pagination } from '../shared/Pagination.js';
import { SearchBox } from '../shared/SearchBox.js';
import { viewerMay } from '../shared/permissions.js';
import { AddRowForm } from '../table/AddRowForm.js';
import type { BlockRendererProps } from '../types.js';

/** The list's fields: the axis entries, else every sheet column as text. */
function listFields(axis: readonly ListAxis[], columns: readonly string[]): ListAxis[] {
  if (axis.length > 0) return [...axis];
  return columns.map((column) => ({
    column,
    editable: 'Everyone',
    type: 'text',
    font_style: 'normal',
  }));
}

/** Sheet rows as cards: image fields show the picture, text fields their styled value. */
export function ListBlock({
  block,
  data,
  viewer,
  onPageChange,
  onSearch,
  onAddRow,
}: BlockRendererProps) {
  const parsed = useMemo(() => parseBlockSettings('list', block.settings), [block.settings]);
  const [adding, setAdding] = useState(false);
  if (!parsed.success) return <InvalidSettings type="list" message={parsed.message} />;
  const settings = parsed.settings;
  const rows = data?.rows ?? [];
  const fields = listFields(settings.axis, data?.columns ?? []);
  const mayAdd = Boolean(onAddRow) && viewerMay(settings.add_new_row, viewer);

  return (
    <BlockFrame
      title={settings.title}
      fallbackLabel="List"
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
          columns={fields
            .filter((field) => field.type === 'text')
            .map((field) => ({
              column: field.column,
              column_width: undefined,
              text_alignment: 'left',
              type: 'text',
              use_markdown: false,
              Conditional_formatting: [],
            }))}
          rows={rows}
          submitTitle={settings.submit_button_title}
          onSubmit={onAddRow}
          onDone={() => setAdding(false)}
        />
      ) : null}
      <ul className="ts-list">
        {rows.map((row) => (
          <li key={row._id} className="ts-list__card">
            {fields.map((field) =>
              field.type === 'image' ? (
                <div key={field.column} className="ts-list__image">
                  <CellValue type="image" value={row[field.column] ?? ''} />
                </div>
              ) : (
                <p
                  key={field.column}
                  className="ts-list__text"
                  style={{
                    color: field.text_color,
                    fontStyle: field.font_style === 'italic' ? 'italic' : 'normal',
                    fontWeight: field.font_style === 'bold' ? 700 : 400,
                  }}
                >
                  <span className="ts-visually-hidden">{field.column}: </span>
                  {row[field.column] ?? ''}
                </p>
              ),
            )}
          </li>
        ))}
      </ul>
      {data && !data.loading && rows.length === 0 ? (
        <p className="ts-block__empty">No rows to show.</p>
      ) : null}
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
