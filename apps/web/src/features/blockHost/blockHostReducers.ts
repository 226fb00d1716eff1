import type { PayloadAction } from '@reduxjs/toolkit';
import type { BlockDto } from '@tessera/contracts';
import { applyTempoBlock } from '@tessera/domain';
import { blockDataReducers } from '../viewer/blockData.js';
import { blockDataCaseReducers, type BlockDataSliceState } from './blockDataCaseReducers.js';
import { tempoBlockFrom, type EditedBlock } from './tempoBlocks.js';

/**
 * The part of a store that hosts blocks (a board, or a page of a multi-page app): its saved blocks,
 * the block being edited (tempo_block), the open panel, and each block's rows.
 */
export type BlockHostState = BlockDataSliceState & {
  blocks: BlockDto[];
  tempo_block: EditedBlock | null;
  /** The open panel or popup; 'view' when none is. */
  page: string;
};

/** How a host differs: where new blocks go, and what it keeps in step with its blocks. */
export type BlockHostOptions<S extends BlockHostState> = {
  /** A multi-page app's new blocks go above the page's footer; a board's at the end. */
  multipage: boolean;
  /** The section a new block lands in (a board's open section); none when not given. */
  newBlockSection?: (state: S) => string;
  /** Runs after the saved blocks changed (a board keeps its open section one that exists). */
  blocksChanged?: (state: S) => void;
};

/**
 * The block editing and block data case reducers of a block host, written once and spread into the
 * board's and the page's slice: each slice keeps its own action types (`board/blockSaved`,
 * `page/blockSaved`) so their workflows stay apart, with one behaviour.
 */
export function createBlockHostReducers<S extends BlockHostState>(options: BlockHostOptions<S>) {
  const { multipage } = options;
  const blocksChanged = (state: S) => options.blocksChanged?.(state);
  /** Writes the fields every host has, whatever its panel type. */
  const host = (state: S): BlockHostState => state;
  return {
    /**
     * New Block → a type: its defaults (newTempoBlock, made by the editor, which has the settings
     * schemas) are previewed where the block will be added.
     */
    tempoBlockStarted(state: S, action: PayloadAction<EditedBlock>) {
      const tempo = action.payload;
      const section = options.newBlockSection?.(state);
      host(state).tempo_block =
        section === undefined
          ? tempo
          : { ...tempo, section, settings: { ...tempo.settings, section } };
      host(state).page = 'view';
    },
    /** A saved block's edit button: a copy of it becomes the tempo block. */
    blockEditStarted(state: S, action: PayloadAction<string>) {
      const block = state.blocks.find((candidate) => candidate.id === action.payload);
      if (!block) return;
      host(state).tempo_block = tempoBlockFrom(block);
      host(state).page = 'view';
    },
    tempoBlockChanged(state: S, action: PayloadAction<Record<string, unknown>>) {
      const tempo = state.tempo_block;
      if (!tempo) return;
      const settings = action.payload;
      tempo.settings = settings;
      tempo.section = typeof settings.section === 'string' ? settings.section : '';
      tempo.sheet_title = typeof settings.sheet_title === 'string' ? settings.sheet_title : '';
    },
    tempoBlockDiscarded(state: S) {
      const tempo = state.tempo_block;
      if (!tempo) return;
      // A new block's preview rows go; a saved block reloads its own rows (the workflows do).
      if (!state.blocks.some((block) => block.id === tempo.id))
        blockDataReducers.forget(state, tempo.id);
      host(state).tempo_block = null;
    },
    /** The server stored the tempo block (created or replaced): it takes its place in the list. */
    blockSaved(state: S, action: PayloadAction<BlockDto>) {
      const block = action.payload;
      const tempo = state.tempo_block;
      const mode = state.blocks.some((listed) => listed.id === block.id) ? 'replace' : 'add';
      host(state).blocks = applyTempoBlock(state.blocks, block, mode, { multipage });
      if (tempo) blockDataReducers.moved(state, tempo.id, block.id);
      host(state).tempo_block = null;
      blocksChanged(state);
    },
    /**
     * The server stored a change to the block being edited (autosave): the saved copy follows it,
     * and the panel stays open.
     */
    blockStored(state: S, action: PayloadAction<BlockDto>) {
      const block = action.payload;
      if (!state.blocks.some((listed) => listed.id === block.id)) return;
      host(state).blocks = applyTempoBlock(state.blocks, block, 'replace', { multipage });
      blocksChanged(state);
    },
    blockRemoved(state: S, action: PayloadAction<string>) {
      const id = action.payload;
      const block = state.blocks.find((listed) => listed.id === id);
      if (block) host(state).blocks = applyTempoBlock(state.blocks, block, 'remove', { multipage });
      if (state.tempo_block?.id === id) host(state).tempo_block = null;
      blockDataReducers.forget(state, id);
      blocksChanged(state);
    },
    blocksReordered(state: S, action: PayloadAction<BlockDto[]>) {
      host(state).blocks = action.payload;
    },
    ...blockDataCaseReducers,
  };
}
