import { useState, type ComponentProps } from 'react';
import type { ActionButton } from '@tessera/domain';
import type { SheetRow } from '@tessera/contracts';
import type { ActionNotice } from '../shared/RowActions.js';
import { rowEditSubmitter } from '../shared/rowActions.js';
import { AddRowForm } from './AddRowForm.js';

type Props = {
  row: SheetRow;
  rows: ComponentProps<typeof AddRowForm>['rows'];
  /** The block's visible columns, as the form shows them. */
  columns: ComponentProps<typeof AddRowForm>['columns'];
  action: ActionButton;
  submitTitle: string;
  onEditRow: (rowId: string, values: Record<string, string>) => Promise<void>;
  onNotice: (notice: ActionNotice) => void;
  onDone: () => void;
  onUploadFile?: ComponentProps<typeof AddRowForm>['onUploadFile'];
};

/**
 * The Edit row form of tables and lists: the row's values in the block's fields. It sends what
 * changed since it opened: a reload while it is open (another edit, Refresh data) must not turn
 * the newer values of other fields back into the ones shown.
 */
export function EditRowForm({ row, columns, action, onEditRow, onNotice, ...form }: Props) {
  const [opened] = useState(row);
  return (
    <AddRowForm
      {...form}
      columns={columns}
      label="Edit row"
      initialValues={Object.fromEntries(
        columns.map((column) => [column.column, opened[column.column] ?? '']),
      )}
      onSubmit={rowEditSubmitter(action, opened, onEditRow, onNotice)}
    />
  );
}
