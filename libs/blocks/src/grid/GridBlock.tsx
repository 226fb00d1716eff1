import type { CSSProperties } from 'react';
import type { GridAxis } from '@tessera/domain';
import { BlockFrame, InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import { MissingColumnsAlert } from '../shared/MissingColumnsAlert.js';
import { RowsFooter } from '../shared/RowsFooter.js';
import { textRowField } from '../shared/RowField.js';
import { RowsToolbar } from '../shared/RowsToolbar.js';
import type { BlockRendererProps } from '../types.js';
import { GridCard } from './GridCard.js';

/** The grid's fields: the axis entries, else every sheet column as text. */
function gridFields(axis: readonly GridAxis[], columns: readonly string[]): GridAxis[] {
  if (axis.length > 0) return [...axis];
  return columns.map((column) => ({ ...textRowField(column), hide_on_grid: false }));
}

/**
 * Sheet rows as cards in 1 to 4 columns (fewer on a phone), with search, filter, sort and paging
 * done by the server, so only the cards on screen are ever sent.
 */
export function GridBlock({ block, data, query, ...props }: BlockRendererProps) {
  const parsed = useBlockSettings('grid', block);
  if (!parsed.success) return <InvalidSettings type="grid" message={parsed.message} />;
  const settings = parsed.settings;
  const rows = data?.rows ?? [];
  const fields = gridFields(settings.axis, data?.columns ?? []);
  const shown = fields.filter((field) => !field.hide_on_grid);
  return (
    <BlockFrame
      title={settings.title}
      fallbackLabel="Grid"
      colors={settings}
      error={data?.error}
      loading={data?.loading}
      status={data}
    >
      <RowsToolbar
        settings={settings}
        // A picture's address is nothing to filter or sort by.
        columns={fields.filter((field) => field.type !== 'image').map((field) => field.column)}
        sortSelect
        query={query}
        onSearch={props.onSearch}
        onSortChange={props.onSortChange}
        onFilterChange={props.onFilterChange}
        navigation={props.navigation}
        onStartAdding={null}
      />
      <MissingColumnsAlert
        sheetColumns={data?.columns}
        wanted={settings.axis.map((field) => field.column)}
      />
      <ul className="ts-grid" style={{ '--ts-grid-columns': settings.columns } as CSSProperties}>
        {rows.map((row) => (
          <GridCard
            key={row._id}
            row={row}
            fields={shown}
            itemButtons={settings.item_buttons}
            navigation={props.navigation}
          />
        ))}
      </ul>
      <RowsFooter
        data={data}
        paged={settings.paginate && settings.show_pagination}
        onPageChange={props.onPageChange}
      />
    </BlockFrame>
  );
}
