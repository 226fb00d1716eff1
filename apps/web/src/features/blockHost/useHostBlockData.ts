import type { PayloadActionCreator } from '@reduxjs/toolkit';
import type { BlockDto } from '@tessera/contracts';
import { blockSheetTitle, type CalendarDays, type SheetFilter } from '@tessera/domain';
import { useCallback, useMemo } from 'react';
import { useAppDispatch } from '../../app/hooks.js';
import type { BlockDataState } from '../viewer/blockData.js';
import type { BlockGridProps } from '../viewer/BlockGrid.js';
import { downloadChartPdf, downloadRowPdf, downloadSheetRows } from '../viewer/sheetDownloads.js';
import { requireActionsAsSaved, SAVE_BEFORE_ACTIONS } from '../viewer/sheetRowRequests.js';
import type { SheetTarget } from '../viewer/sheetRowRequests.js';
import { readMapPlaces } from '../viewer/blockCalls.js';
import { useBlockComments } from '../viewer/useBlockComments.js';
import { useSheetRowWrites } from '../viewer/useSheetRowWrites.js';

/** The host's actions a block's rows answer to (a board's or a page's slice actions fit). */
export type HostBlockDataActions = {
  blockPageChanged: PayloadActionCreator<{ blockId: string; page: number }>;
  blockSearchChanged: PayloadActionCreator<{ blockId: string; search: string }>;
  blockSortChanged: PayloadActionCreator<{ blockId: string; sort: string }>;
  blockFiltersChanged: PayloadActionCreator<{ blockId: string; filters: SheetFilter[] }>;
  blockPeriodChanged: PayloadActionCreator<{ blockId: string; period: CalendarDays }>;
  sheetRowsChanged: PayloadActionCreator<{ sheetTitle: string }>;
};

/** What the block grid needs of a host's rows: the rows, how to page them and how to write them. */
export type HostBlockData = Pick<
  BlockGridProps,
  | 'data'
  | 'queries'
  | 'onPageChange'
  | 'onSearch'
  | 'onSortChange'
  | 'onFilterChange'
  | 'onPeriodChange'
  | 'rowWrites'
  | 'csvDownloadFor'
  | 'pdfDownloadFor'
  | 'rowPdfFor'
  | 'chartPdfFor'
  | 'commentsFor'
  | 'mapPlacesFor'
>;

/**
 * A board's or an app page's block rows as its block grid takes them, one way for both: paging,
 * search, sort, filters and a calendar's period go to the host's store, row writes to its sheets (`target`; null while
 * a board has no spreadsheet), and a written sheet reloads every block reading it.
 */
export function useHostBlockData(
  host: BlockDataState & { blocks: readonly BlockDto[] },
  actions: HostBlockDataActions,
  target: SheetTarget | null,
): HostBlockData {
  const dispatch = useAppDispatch();
  const rowsChanged = useCallback(
    (sheetTitle: string) => dispatch(actions.sheetRowsChanged({ sheetTitle })),
    [dispatch, actions],
  );
  const rowWrites = useSheetRowWrites(target, host.blocks, rowsChanged);
  const commentsFor = useBlockComments(target, host.blocks);
  const handlers = useMemo(
    () => ({
      onPageChange: (blockId: string, page: number) =>
        dispatch(actions.blockPageChanged({ blockId, page })),
      onSearch: (blockId: string, search: string) =>
        dispatch(actions.blockSearchChanged({ blockId, search })),
      onSortChange: (blockId: string, sort: string) =>
        dispatch(actions.blockSortChanged({ blockId, sort })),
      onFilterChange: (blockId: string, filters: SheetFilter[]) =>
        dispatch(actions.blockFiltersChanged({ blockId, filters })),
      onPeriodChange: (blockId: string, period: CalendarDays) =>
        dispatch(actions.blockPeriodChanged({ blockId, period })),
    }),
    [dispatch, actions],
  );
  const { blocks, sheet_queries: queries, search } = host;
  /**
   * The block as saved, when it reads the same sheet as shown: the server answers downloads from
   * the stored settings, not from edits the editor previews (a download just switched on, another
   * sheet).
   */
  const savedBlock = useCallback(
    (block: BlockDto) => {
      const saved = blocks.find((listed) => listed.id === block.id);
      return target && saved && blockSheetTitle(saved) === blockSheetTitle(block)
        ? { target, saved }
        : null;
    },
    [target, blocks],
  );
  const rowsDownloadFor = useCallback(
    (format: 'csv' | 'pdf') => (block: BlockDto) => {
      const found = savedBlock(block);
      if (!found || found.saved.settings[`${format}_download`] !== true) return undefined;
      return () => downloadSheetRows(format, found.target, found.saved, queries[block.id], search);
    },
    [savedBlock, queries, search],
  );
  const csvDownloadFor = useMemo(() => rowsDownloadFor('csv'), [rowsDownloadFor]);
  const pdfDownloadFor = useMemo(() => rowsDownloadFor('pdf'), [rowsDownloadFor]);
  const rowPdfFor = useCallback(
    (block: BlockDto) => {
      const found = savedBlock(block);
      // A block being made shows its Download pdf buttons, which say to save it first.
      if (!found) return target ? () => Promise.reject(new Error(SAVE_BEFORE_ACTIONS)) : undefined;
      return async (rowId: string, action: number) => {
        requireActionsAsSaved(block, blocks);
        await downloadRowPdf(found.target, blockSheetTitle(found.saved), block.id, rowId, action);
      };
    },
    [savedBlock, blocks, target],
  );
  const chartPdfFor = useCallback(
    (block: BlockDto) => {
      const found = savedBlock(block);
      if (!found || found.saved.type !== 'chart' || found.saved.settings.pdf_download !== true)
        return undefined;
      return (image: Blob) =>
        downloadChartPdf(found.target, blockSheetTitle(found.saved), block.id, image);
    },
    [savedBlock],
  );
  const mapPlacesFor = useCallback(
    (block: BlockDto) => {
      const found = savedBlock(block);
      if (!found || found.saved.type !== 'map') return undefined;
      const sheetTitle = blockSheetTitle(found.saved);
      return () => readMapPlaces({ target: found.target, blockId: block.id }, sheetTitle);
    },
    [savedBlock],
  );
  return {
    data: host.sheets_data,
    mapPlacesFor,
    chartPdfFor,
    commentsFor,
    queries,
    rowWrites,
    csvDownloadFor,
    pdfDownloadFor,
    rowPdfFor,
    ...handlers,
  };
}
