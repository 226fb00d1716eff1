import type { PayloadActionCreator } from '@reduxjs/toolkit';
import type { BlockDto } from '@tessera/contracts';
import { BLOCK_TYPES } from '@tessera/domain';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useAppDispatch } from '../../../app/hooks.js';
import { apiErrorMessage } from '../../../shell/ui/errorMessage.js';
import { toastShown } from '../../toasts/toastsSlice.js';
import {
  useCreateBlockMutation,
  useDeleteBlockMutation,
  useReorderBlocksMutation,
  useUpdateBlockMutation,
} from '../blocks/blocksApi.js';
import type { BlockContainer } from '../blocks/useBlockEditing.js';
import { HistoryButtons } from './HistoryButtons.js';
import { MAX_UNDO_STEPS, type Settings } from './settingsHistory.js';

/** One change to the blocks of a board or page that can be undone and done again. */
type HistoryStep = { label: string; undo: () => Promise<void>; redo: () => Promise<void> };

/**
 * A block as the history knows it: its id changes when an undone delete (or a redone add) creates
 * it again, and every step about the block follows it.
 */
type BlockHandle = { id: string };

/** What the editors tell the history (the block hooks call these once the server agreed). */
export type BlockHistory = {
  added: (block: BlockDto) => void;
  removed: (block: BlockDto, index: number) => void;
  moved: (before: readonly string[], after: readonly string[]) => void;
  edited: (blockId: string, before: Settings, after: Settings) => void;
  undo: () => void;
  redo: () => void;
  /** What Undo and Redo would change, for their labels; null when nothing. */
  undoLabel: string | null;
  redoLabel: string | null;
  /** A step is being undone or redone, or a block panel is open: the buttons wait. */
  busy: boolean;
};

const BlockHistoryContext = createContext<BlockHistory | null>(null);

/** The history of the editor around the caller; null outside one (a visitor's page). */
export function useBlockHistory(): BlockHistory | null {
  return useContext(BlockHistoryContext);
}

type Props = {
  container: BlockContainer;
  /** The blocks as shown, to put a block back in its place. */
  blocks: readonly BlockDto[];
  actions: {
    blockSaved: PayloadActionCreator<BlockDto>;
    blockStored: PayloadActionCreator<BlockDto>;
    blockRemoved: PayloadActionCreator<string>;
    blocksReordered: PayloadActionCreator<BlockDto[]>;
  };
  /**
   * Undo and Redo (buttons, Ctrl/Cmd+Z and Shift+Z) act on the blocks while no block panel is
   * open: the panel has its own, for the settings it edits.
   */
  active: boolean;
  /**
   * When it changes, the steps so far are forgotten: an app's page changes rewrite its headers on
   * the server, and undoing an earlier header edit would put the old links back.
   */
  resetKey?: string;
  children: ReactNode;
};

const labelOf = (type: string) => BLOCK_TYPES.find((entry) => entry.type === type)?.label ?? type;

/** Whether a key press goes to a field being typed in (its own undo), not to the editor. */
function typingIn(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * Undo and redo of an editing session's block changes (added, deleted, moved, settings edited) on
 * a board or an app page: each step is done again on the server, and the store follows.
 */
export function BlockHistoryProvider({
  container,
  blocks,
  actions,
  active,
  resetKey,
  children,
}: Props) {
  const dispatch = useAppDispatch();
  const [createBlock] = useCreateBlockMutation();
  const [updateBlock] = useUpdateBlockMutation();
  const [deleteBlock] = useDeleteBlockMutation();
  const [reorderBlocks] = useReorderBlocksMutation();
  const [steps, setSteps] = useState<{ past: HistoryStep[]; future: HistoryStep[] }>({
    past: [],
    future: [],
  });
  const [busy, setBusy] = useState(false);
  const [stepsKey, setStepsKey] = useState(resetKey);
  if (stepsKey !== resetKey) {
    // Adjusted while rendering (not in an effect), so no step of the old pages shows even once.
    setStepsKey(resetKey);
    setSteps({ past: [], future: [] });
  }
  // Read at once by a second press before React draws the first one's busy state.
  const running = useRef(false);
  const shown = useRef(blocks);
  useEffect(() => {
    shown.current = blocks;
  });
  const handles = useRef(new Map<string, BlockHandle>());

  const handleOf = useCallback((id: string) => {
    let handle = handles.current.get(id);
    if (!handle) {
      handle = { id };
      handles.current.set(id, handle);
    }
    return handle;
  }, []);

  const record = useCallback((step: HistoryStep) => {
    setSteps((current) => ({
      past: [...current.past, step].slice(-MAX_UNDO_STEPS),
      future: [],
    }));
  }, []);

  const server = useMemo(() => {
    const failed = (error: unknown) => new Error(apiErrorMessage(error as never) ?? undefined);
    const store = async (ids: readonly string[]) => {
      const result = await reorderBlocks({ ...container, ids: [...ids] });
      if (result.error) throw failed(result.error);
      dispatch(actions.blocksReordered(result.data));
    };
    /** The blocks in this order; those added since keep their place at the end. */
    const order = (ids: readonly string[]) => {
      const present = shown.current.map((block) => block.id);
      const kept = ids.filter((id) => present.includes(id));
      return store([...kept, ...present.filter((id) => !kept.includes(id))]);
    };
    return {
      order,
      /**
       * Creates the block again, where it was (an index) or where new blocks go (null); its
       * handle takes the new id.
       */
      async recreate(handle: BlockHandle, type: string, settings: Settings, index: number | null) {
        // The blocks shown without it: before it comes back (the store has not drawn it yet), or
        // after an attempt whose ordering failed created it already (only its place is put right).
        const others = shown.current.map((block) => block.id).filter((id) => id !== handle.id);
        if (others.length === shown.current.length) {
          const result = await createBlock({ ...container, type, settings });
          if (result.error) throw failed(result.error);
          handles.current.delete(handle.id);
          handle.id = result.data.id;
          handles.current.set(handle.id, handle);
          dispatch(actions.blockSaved(result.data));
        }
        if (index === null) return;
        others.splice(Math.min(index, others.length), 0, handle.id);
        await store(others);
      },
      async remove(handle: BlockHandle) {
        const result = await deleteBlock(handle.id);
        if (result.error) throw failed(result.error);
        dispatch(actions.blockRemoved(handle.id));
      },
      async store(handle: BlockHandle, settings: Settings) {
        const result = await updateBlock({ id: handle.id, settings });
        if (result.error) throw failed(result.error);
        dispatch(actions.blockStored(result.data));
      },
    };
  }, [container, actions, dispatch, createBlock, updateBlock, deleteBlock, reorderBlocks]);

  const run = useCallback(
    async (direction: 'undo' | 'redo') => {
      const from = direction === 'undo' ? steps.past : steps.future;
      const step = direction === 'undo' ? from.at(-1) : from[0];
      if (!step || running.current || !active) return;
      running.current = true;
      setBusy(true);
      try {
        await step[direction]();
        // The step by itself: others may have been recorded meanwhile.
        setSteps((current) =>
          direction === 'undo'
            ? {
                past: current.past.filter((other) => other !== step),
                future: [step, ...current.future],
              }
            : {
                past: [...current.past, step],
                future: current.future.filter((other) => other !== step),
              },
        );
        const done = direction === 'undo' ? 'Undone' : 'Redone';
        dispatch(toastShown({ kind: 'success', message: `${done}: ${step.label}.` }));
      } catch (error) {
        const reason = error instanceof Error && error.message ? ` ${error.message}` : '';
        dispatch(
          toastShown({
            kind: 'error',
            message: `Could not ${direction} "${step.label}".${reason}`,
          }),
        );
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [steps, active, dispatch],
  );

  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || typingIn(event.target)) return;
      const key = event.key.toLowerCase();
      if (key !== 'z' && key !== 'y') return;
      event.preventDefault();
      void run(key === 'y' || event.shiftKey ? 'redo' : 'undo');
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [active, run]);

  const history = useMemo<BlockHistory>(
    () => ({
      added(block) {
        const handle = handleOf(block.id);
        record({
          label: `Add ${labelOf(block.type)} block`,
          undo: () => server.remove(handle),
          redo: () => server.recreate(handle, block.type, block.settings, null),
        });
      },
      removed(block, index) {
        const handle = handleOf(block.id);
        record({
          label: `Delete ${labelOf(block.type)} block`,
          undo: () => server.recreate(handle, block.type, block.settings, index),
          redo: () => server.remove(handle),
        });
      },
      moved(before, after) {
        const beforeHandles = before.map(handleOf);
        const afterHandles = after.map(handleOf);
        record({
          label: 'Move block',
          undo: () => server.order(beforeHandles.map((handle) => handle.id)),
          redo: () => server.order(afterHandles.map((handle) => handle.id)),
        });
      },
      edited(blockId, before, after) {
        const handle = handleOf(blockId);
        const type = shown.current.find((block) => block.id === blockId)?.type ?? 'block';
        record({
          label: `Edit ${labelOf(type)} block`,
          undo: () => server.store(handle, before),
          redo: () => server.store(handle, after),
        });
      },
      undo: () => void run('undo'),
      redo: () => void run('redo'),
      undoLabel: steps.past.at(-1)?.label ?? null,
      redoLabel: steps.future[0]?.label ?? null,
      busy: busy || !active,
    }),
    [handleOf, record, server, run, steps, busy, active],
  );

  return <BlockHistoryContext.Provider value={history}>{children}</BlockHistoryContext.Provider>;
}

/** Undo and Redo in an editor's top bar, naming what they would change. */
export function BlockHistoryButtons({ className }: { className: string | undefined }) {
  const history = useBlockHistory();
  if (!history) return null;
  const busy = history.busy;
  return (
    <HistoryButtons
      className={className}
      look="words"
      undo={{
        enabled: Boolean(history.undoLabel) && !busy,
        title: history.undoLabel ? `Undo: ${history.undoLabel} (Ctrl+Z)` : 'Nothing to undo',
        onClick: history.undo,
      }}
      redo={{
        enabled: Boolean(history.redoLabel) && !busy,
        title: history.redoLabel ? `Redo: ${history.redoLabel} (Ctrl+Shift+Z)` : 'Nothing to redo',
        onClick: history.redo,
      }}
    />
  );
}
