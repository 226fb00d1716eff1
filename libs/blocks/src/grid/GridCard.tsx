import type { SheetRow } from '@tessera/contracts';
import type { GridAxis } from '@tessera/domain';
import { RowField } from '../shared/RowField.js';

/** One row as a card of the grid: its pictures, texts and buttons, in the owner's order. */
export function GridCard({ row, fields }: { row: SheetRow; fields: readonly GridAxis[] }) {
  return (
    <li className="ts-grid__card">
      {fields.map((field) => (
        <RowField key={field.column} field={field} value={row[field.column] ?? ''} />
      ))}
    </li>
  );
}
