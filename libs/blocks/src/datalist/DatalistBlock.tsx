import type { CSSProperties } from 'react';
import type { DatalistAxis, DatalistSettings } from '@tessera/domain';
import { BlockFrame, InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import { MissingColumnsAlert } from '../shared/MissingColumnsAlert.js';
import { ItemButtons, ToolbarButtons } from '../shared/PageButtons.js';
import { RowsFooter } from '../shared/RowsFooter.js';
import { RowField, textRowField } from '../shared/RowField.js';
import type { BlockRendererProps } from '../types.js';

/** The datalist's fields: the axis entries, else every sheet column as text. */
function datalistFields(axis: readonly DatalistAxis[], columns: readonly string[]): DatalistAxis[] {
  return axis.length > 0 ? [...axis] : columns.map(textRowField);
}

/** The list's classes: its type, the timeline's layout and line, the card style, the motion. */
function listClasses(settings: DatalistSettings): string {
  const classes = ['ts-datalist', `ts-datalist--${settings.list_type}`];
  classes.push(`ts-datalist--${settings.card_style}`);
  if (settings.list_type === 'timeline') {
    classes.push(`ts-timeline--${settings.layout}`);
    if (settings.layout === 'vertical') classes.push(`ts-timeline--line-${settings.line_position}`);
  }
  if (settings.animations) classes.push('ts-datalist--animated');
  return classes.join(' ');
}

/**
 * Rows as a vertical or horizontal list of cards, or along a timeline, in the order the server
 * sorted them (the block's sorting), one page at a time.
 */
export function DatalistBlock({ block, data, onPageChange, navigation }: BlockRendererProps) {
  const parsed = useBlockSettings('datalist', block);
  if (!parsed.success) return <InvalidSettings type="datalist" message={parsed.message} />;
  const settings = parsed.settings;
  const rows = data?.rows ?? [];
  const fields = datalistFields(settings.axis, data?.columns ?? []);
  const style = {
    '--ts-line-color': settings.line_color,
    '--ts-dot-color': settings.dot_color,
    '--ts-card-width': `${settings.content_width}px`,
    ...(settings.content_height > 0 ? { '--ts-card-height': `${settings.content_height}px` } : {}),
  } as CSSProperties;
  return (
    <BlockFrame
      title={settings.title}
      fallbackLabel="Data list"
      colors={settings}
      error={data?.error}
      loading={data?.loading}
      status={data}
    >
      {settings.titleList ? <h3 className="ts-datalist__title">{settings.titleList}</h3> : null}
      {settings.toolbar_buttons.length > 0 && navigation ? (
        <div className="ts-toolbar">
          <ToolbarButtons buttons={settings.toolbar_buttons} navigation={navigation} />
        </div>
      ) : null}
      <MissingColumnsAlert
        sheetColumns={data?.columns}
        wanted={[
          ...settings.axis.map((field) => field.column),
          ...(settings.sorting !== 'None' && settings.sort_column ? [settings.sort_column] : []),
        ]}
      />
      <ol
        className={listClasses(settings)}
        style={style}
        aria-label={settings.titleList || undefined}
      >
        {rows.map((row) => (
          <li key={row._id} className="ts-datalist__item">
            <div className="ts-datalist__card">
              {fields.map((field, index) => (
                <RowField key={index} field={field} value={row[field.column] ?? ''} />
              ))}
              <ItemButtons buttons={settings.item_buttons} row={row} navigation={navigation} />
            </div>
          </li>
        ))}
      </ol>
      <RowsFooter
        data={data}
        paged={settings.paginate && settings.show_pagination}
        onPageChange={onPageChange}
      />
    </BlockFrame>
  );
}
