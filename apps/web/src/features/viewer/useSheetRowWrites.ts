import type { AddRowExtras } from '@tessera/blocks';
import type { BlockDto } from '@tessera/contracts';
import { useMemo } from 'react';
import { apiErrorMessage } from '../../shell/ui/errorMessage.js';
import { requireActionsAsSaved, rowWriteOf, type SheetTarget } from './sheetRowRequests.js';
import {
  useAddSheetRowMutation,
  useDeleteSheetRowMutation,
  useDuplicateSheetRowMutation,
  useEditSheetRowMutation,
  useSendApiCallMutation,
  useUploadSheetFileMutation,
} from './sheetRowsApi.js';

/** The row writes a board or page offers its blocks; each rejects with the message to show. */
export type SheetRowWrites = {
  onAddRow: (block: BlockDto, values: Record<string, string>, sent?: AddRowExtras) => Promise<void>;
  onEditRow: (block: BlockDto, rowId: string, values: Record<string, string>) => Promise<void>;
  onDuplicateRow: (block: BlockDto, rowId: string) => Promise<void>;
  onDeleteRow: (block: BlockDto, rowId: string) => Promise<void>;
  /** An API call button, sent by the server; the rows do not change, so nothing reloads. */
  onApiCall: (block: BlockDto, rowId: string, action: number) => Promise<void>;
  /** Sends a file for a column; resolves with its address, the value to write. */
  onUploadFile: (block: BlockDto, column: string, file: File) => Promise<string>;
};

/** The server's message of a failed write (the generic text when it sent none). */
function failed(error: Parameters<typeof apiErrorMessage>[0]): Error {
  return new Error(apiErrorMessage(error) ?? undefined);
}

/**
 * Row writes for the blocks of a board or page. The write is durable once answered (the
 * spreadsheet may get it later), so the blocks reading the sheet reload after each.
 */
export function useSheetRowWrites(
  target: SheetTarget | null,
  savedBlocks: readonly { id: string; settings: Record<string, unknown> }[],
  rowsChanged: (sheetTitle: string) => void,
): SheetRowWrites {
  const [addRow] = useAddSheetRowMutation();
  const [editRow] = useEditSheetRowMutation();
  const [duplicateRow] = useDuplicateSheetRowMutation();
  const [deleteRow] = useDeleteSheetRowMutation();
  const [uploadFile] = useUploadSheetFileMutation();
  const [sendApiCall] = useSendApiCallMutation();

  return useMemo(() => {
    const write = (block: BlockDto) => rowWriteOf(block, savedBlocks, target);
    async function settle(
      sheetTitle: string,
      pending: Promise<{ error?: Parameters<typeof apiErrorMessage>[0] }>,
    ) {
      const result = await pending;
      if (result.error) throw failed(result.error);
      rowsChanged(sheetTitle);
    }
    return {
      async onAddRow(block, values, sent) {
        const args = write(block);
        await settle(args.sheetTitle, addRow({ ...args, values, honeypot: sent?.honeypot }));
      },
      async onEditRow(block, rowId, values) {
        const args = write(block);
        await settle(args.sheetTitle, editRow({ ...args, rowId, values }));
      },
      async onDuplicateRow(block, rowId) {
        const args = write(block);
        await settle(args.sheetTitle, duplicateRow({ ...args, rowId }));
      },
      async onDeleteRow(block, rowId) {
        const args = write(block);
        await settle(args.sheetTitle, deleteRow({ ...args, rowId }));
      },
      async onApiCall(block, rowId, action) {
        requireActionsAsSaved(block, savedBlocks);
        const result = await sendApiCall({ ...write(block), rowId, action });
        if (result.error) throw failed(result.error);
      },
      async onUploadFile(block, column, file) {
        const result = await uploadFile({ ...write(block), column, file });
        if (result.error) throw failed(result.error);
        return result.data.url;
      },
    };
  }, [
    target,
    savedBlocks,
    rowsChanged,
    addRow,
    editRow,
    duplicateRow,
    deleteRow,
    uploadFile,
    sendApiCall,
  ]);
}
