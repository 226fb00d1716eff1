import type { SheetRow } from '@tessera/contracts';
import { recordPagePath, type ItemDetailsAction, type ItemDetailsSettings } from '@tessera/domain';
import { BlockFrame, InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import { CellValue, isSafeUrl } from '../shared/Cell.js';
import { pagePath } from '../shared/links.js';
import { MissingColumnsAlert } from '../shared/MissingColumnsAlert.js';
import type { BlockNavigation, BlockRendererProps } from '../types.js';

/** The columns the block was set up with, for the note when some are gone. */
function usedColumns(settings: ItemDetailsSettings): string[] {
  return [
    ...(settings.show_photo ? [settings.photo_column] : []),
    ...(settings.show_header ? [settings.header_column] : []),
    ...settings.axis.map((field) => field.column),
    ...settings.actions
      .filter((action) => action.type === 'External URL')
      .map((action) => action.column),
  ];
}

/**
 * One row shown in full: the record the page was opened with (an item button, a Page action or a
 * `?record=` link), else the first row the block's filters keep.
 */
export function ItemDetailsBlock({ block, data, viewer, navigation }: BlockRendererProps) {
  const parsed = useBlockSettings('item details', block);
  if (!parsed.success) return <InvalidSettings type="item details" message={parsed.message} />;
  const settings = parsed.settings;
  const row = data?.rows[0];
  // Before the owner picks content columns, every column shows.
  const fields =
    settings.axis.length > 0
      ? settings.axis
      : (data?.columns ?? []).map((column) => ({ column, alignment: 'left' as const }));
  const photo = settings.show_photo && row ? (row[settings.photo_column] ?? '').trim() : '';
  const header = settings.show_header && row ? (row[settings.header_column] ?? '') : '';
  return (
    <BlockFrame
      title={settings.title}
      fallbackLabel="Item details"
      colors={settings}
      error={data?.error}
      loading={data?.loading}
      status={data}
    >
      <MissingColumnsAlert sheetColumns={data?.columns} wanted={usedColumns(settings)} />
      {row ? (
        <article className={`ts-item ts-item--${settings.Layout}`}>
          {photo && isSafeUrl(photo) ? (
            <img className="ts-item__photo" src={photo} alt={header || settings.photo_column} />
          ) : null}
          <div className="ts-item__body">
            {header ? <h3 className="ts-item__header">{header}</h3> : null}
            <dl className="ts-item__fields">
              {fields.map((field, index) => (
                <div key={index} className="ts-item__field" style={{ textAlign: field.alignment }}>
                  <dt>{field.column}</dt>
                  <dd>
                    {/* A date written year first reads as a date, as in a table's date column. */}
                    <CellValue type="date" value={row[field.column] ?? ''} />
                  </dd>
                </div>
              ))}
            </dl>
            <ItemActions actions={settings.actions} row={row} navigation={navigation} />
          </div>
        </article>
      ) : data && !data.loading ? (
        <p className="ts-block__empty">
          {viewer.canEdit
            ? 'No row to show: choose a sheet, or open this page with a record.'
            : 'This item could not be found.'}
        </p>
      ) : null}
    </BlockFrame>
  );
}

/** The row's actions: the address in a column (a new tab), or an app page opened on this row. */
function ItemActions({
  actions,
  row,
  navigation,
}: {
  actions: readonly ItemDetailsAction[];
  row: SheetRow;
  navigation: BlockNavigation | undefined;
}) {
  const buttons = actions.flatMap((action, index) => {
    const style = { background: action.buttonColor, color: action.TextColor };
    const label = action.label || 'Open';
    if (action.type === 'External URL') {
      const address = (row[action.column] ?? '').trim();
      if (!address || !isSafeUrl(address)) return [];
      return [
        <a
          key={index}
          className="ts-button ts-item__action"
          href={address}
          target="_blank"
          rel="noopener noreferrer"
          style={style}
        >
          {label}
        </a>,
      ];
    }
    // Pages belong to apps: on a board there is no page to open.
    if (!navigation) return [];
    const page = navigation.pages.find(
      (candidate) => pagePath(candidate.page_slug) === pagePath(action.Pages),
    );
    const path = recordPagePath(pagePath(action.Pages), row._id);
    return [
      <a
        key={index}
        className="ts-button ts-item__action"
        href={path}
        style={style}
        onClick={(event) => {
          event.preventDefault();
          navigation.onNavigate(path, page?.page_name ?? label);
        }}
      >
        {label}
      </a>,
    ];
  });
  return buttons.length > 0 ? <p className="ts-item__actions">{buttons}</p> : null;
}
