import type { ActionCreatorWithoutPayload, PayloadActionCreator } from '@reduxjs/toolkit';
import type { SheetDataResponse } from '@tessera/contracts';
import { all, call, delay, fork, put, type SelectEffect } from 'redux-saga/effects';
import {
  blockDataSource,
  blockSheetTitle,
  sheetErrorText,
  sheetRequestFor,
  type BlockDataState,
  type DataBlock,
  type SheetRequest,
} from './blockData.js';

/** A sheet read as the data endpoints take it (the global query parameters are added by axios). */
export type { SheetRequest } from './blockData.js';
/**
 * Reads rows; `spreadsheetId` is the board's spreadsheet (apps resolve theirs from the host). The
 * app's reads are sagas (readSheetRows, through RTK Query); tests may answer with a promise.
 */
export type FetchSheet = (
  request: SheetRequest,
  context: { spreadsheetId: string | null },
) => Promise<SheetDataResponse> | Generator<unknown, SheetDataResponse, unknown>;

/** The part of the board or page store the block data workflows read. */
export type BlockStore = BlockDataState & {
  blocks: readonly DataBlock[];
  tempo_block: DataBlock | null;
  spreadsheetId: string | null;
};

/** The store a block lives in (board or page), with the actions recording its rows. */
export type BlockDataBinding = {
  /** The select effect reading the board or page store. */
  readStore: () => SelectEffect;
  requested: PayloadActionCreator<{ blockId: string; source: string; background?: boolean }>;
  loaded: PayloadActionCreator<{ blockId: string; requestId: number; response: SheetDataResponse }>;
  failed: PayloadActionCreator<{ blockId: string; requestId: number; error: string }>;
  fetchSheet: FetchSheet;
};

/** The block with this id; the tempo block wins, as it holds the settings being edited. */
function findBlock(
  store: { blocks: readonly DataBlock[]; tempo_block: DataBlock | null },
  blockId: string,
): DataBlock | undefined {
  if (store.tempo_block?.id === blockId) return store.tempo_block;
  return store.blocks.find((block) => block.id === blockId);
}

/**
 * How rows are read: `noCache` asks the server to skip its cache (editors' "Refresh data");
 * `background` revalidates rows already shown, which stay as they are if the read fails (offline).
 */
export type LoadOptions = { noCache?: boolean; background?: boolean };

/**
 * Loads one block's rows with its current page and search. Each block loads on its own; a failure
 * is stored as the block's error text and never stops the others.
 */
export function* loadBlockData(
  binding: BlockDataBinding,
  blockId: string,
  options: LoadOptions = {},
) {
  const before = (yield binding.readStore()) as BlockStore;
  const block = findBlock(before, blockId);
  if (!block || !blockSheetTitle(block)) return;
  const background = options.background === true && before.sheets_data[blockId] !== undefined;
  yield put(
    binding.requested({
      blockId,
      source: blockDataSource(block),
      ...(background ? { background } : {}),
    }),
  );
  const store = (yield binding.readStore()) as BlockStore;
  const query = store.sheet_queries[blockId];
  const requestId = query?.requestId ?? 0;
  const saved = store.blocks.some((listed) => listed.id === blockId);
  const request = sheetRequestFor(block, query, store.search, saved);
  try {
    const response = (yield call(
      binding.fetchSheet,
      options.noCache ? { ...request, noCache: true } : request,
      { spreadsheetId: store.spreadsheetId },
    )) as SheetDataResponse;
    yield put(binding.loaded({ blockId, requestId, response }));
  } catch (error) {
    if (!background)
      yield put(binding.failed({ blockId, requestId, error: sheetErrorText(error) }));
  }
}

/**
 * Shows rows the page arrived with (inline in its HTML) as if they had just been read, so the
 * block paints without a request; a background reload revalidates them afterwards.
 */
export function* seedBlockData(
  binding: BlockDataBinding,
  blockId: string,
  response: SheetDataResponse,
) {
  const store = (yield binding.readStore()) as BlockStore;
  const block = store.blocks.find((listed) => listed.id === blockId);
  if (!block || !blockSheetTitle(block)) return;
  yield put(binding.requested({ blockId, source: blockDataSource(block) }));
  const seeded = (yield binding.readStore()) as BlockStore;
  const requestId = seeded.sheet_queries[blockId]?.requestId ?? 0;
  yield put(binding.loaded({ blockId, requestId, response }));
}

/** The blocks whose rows come from a sheet, optionally only those reading `sheetTitle`. */
export function blocksReading(blocks: readonly DataBlock[], sheetTitle?: string): DataBlock[] {
  return blocks.filter((block) => {
    const title = blockSheetTitle(block);
    return title !== '' && (sheetTitle === undefined || title === sheetTitle);
  });
}

/**
 * Loads every data block of the store (only those reading `sheetTitle` when given), each on its
 * own; it ends when every block has its answer, as the forks are attached.
 */
export function* loadAllBlockData(
  binding: BlockDataBinding,
  options: LoadOptions & { sheetTitle?: string } = {},
) {
  const { sheetTitle, ...load } = options;
  const store = (yield binding.readStore()) as BlockStore;
  const blocks = blocksReading(
    store.tempo_block ? [...store.blocks, store.tempo_block] : store.blocks,
    sheetTitle,
  );
  yield all(blocks.map((block) => fork(loadBlockData, binding, block.id, load)));
}

/**
 * "Refresh data": every data block reloads straight from the spreadsheet. The store's busy flag
 * (set by the request action) is cleared when all have answered, also when the saga fails or stops.
 */
export function* refreshAllBlockData(
  binding: BlockDataBinding,
  refreshed: ActionCreatorWithoutPayload,
) {
  try {
    yield call(loadAllBlockData, binding, { noCache: true });
  } finally {
    yield put(refreshed());
  }
}

/**
 * Reloads the tempo block's rows when what they depend on (sheet, page size) changed, after the
 * owner pauses: typing a title does not refetch, choosing another sheet does.
 */
export function* refreshTempoBlockData(binding: BlockDataBinding) {
  yield delay(TEMPO_REFRESH_DELAY_MS);
  const store = (yield binding.readStore()) as BlockStore;
  const tempo = store.tempo_block;
  if (!tempo || !blockSheetTitle(tempo)) return;
  if (store.sheet_queries[tempo.id]?.source === blockDataSource(tempo)) return;
  yield call(loadBlockData, binding, tempo.id);
}

export const TEMPO_REFRESH_DELAY_MS = 400;

/**
 * After a block is saved: its rows are loaded unless the preview already holds them for the same
 * sheet (a save quicker than the preview's refresh, or during its request, would leave none).
 */
export function* ensureBlockData(binding: BlockDataBinding, blockId: string) {
  const store = (yield binding.readStore()) as BlockStore;
  const block = store.blocks.find((listed) => listed.id === blockId);
  if (!block || !blockSheetTitle(block)) return;
  const data = store.sheets_data[blockId];
  const fresh =
    data !== undefined &&
    !data.loading &&
    store.sheet_queries[blockId]?.source === blockDataSource(block);
  if (!fresh) yield call(loadBlockData, binding, blockId);
}
