import type { SheetRow } from '@tessera/contracts';
import type { GridAxis, ItemButton } from '@tessera/domain';
import { ItemButtons } from '../shared/PageButtons.js';
import type { BlockNavigation } from '../types.js';
import { RowField } from '../shared/RowField.js';

/** One row as a card of the grid: its pictures, texts and buttons, in the owner's order. */
export function GridCard({
  row,
  fields,
  itemButtons,
  navigation,
}: {
  row: SheetRow;
  fields: readonly GridAxis[];
  itemButtons: readonly ItemButton[];
  navigation: BlockNavigation | undefined;
}) {
  return (
    <li className="ts-grid__card">
      {fields.map((field, index) => (
        <RowField key={index} field={field} value={row[field.column] ?? ''} />
      ))}
      <ItemButtons buttons={itemButtons} row={row} navigation={navigation} />
    </li>
  );
}
