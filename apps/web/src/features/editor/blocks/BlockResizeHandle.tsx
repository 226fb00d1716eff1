import type { BlockDto } from '@tessera/contracts';
import { GRID_COLUMNS, blockSpan, narrowestSpan, spanLabel } from '@tessera/domain';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import styles from './editor.module.css';

/** How long keys may pause before the width they chose is stored. */
const KEY_SETTLE_MS = 600;

/** Columns a key adds (the slider pattern: arrows one, Page Up and Page Down three). */
const KEY_STEPS: Readonly<Record<string, number>> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: 3,
  PageDown: -3,
};

type Props = {
  block: BlockDto;
  name: string;
  disabled: boolean;
  /** Stores the new span; answers whether it was stored. */
  onResize: (block: BlockDto, span: number) => Promise<boolean>;
};

/** The block's place in the grid: the element whose `--ts-span` the viewer's CSS reads. */
function placeOf(handle: HTMLElement): HTMLElement | null {
  return handle.closest<HTMLElement>('[data-block-id]');
}

/** Shows a span at once, before it is stored (and the store draws it for good). */
function showSpan(place: HTMLElement | null, span: number) {
  place?.style.setProperty('--ts-span', String(span));
}

/**
 * The span under the pointer: the columns from the block's left edge to the pointer, counted on
 * the grid the block sits in (its column width and gap).
 */
function spanAt(place: HTMLElement, clientX: number): number {
  const grid = place.parentElement;
  if (!grid) return GRID_COLUMNS;
  const gap = parseFloat(getComputedStyle(grid).columnGap) || 0;
  const column = (grid.clientWidth - gap * (GRID_COLUMNS - 1)) / GRID_COLUMNS;
  const width = clientX - place.getBoundingClientRect().left;
  return Math.round((width + gap) / (column + gap));
}

/**
 * The handle on a block's right edge that sets its width on the 12-column grid: dragged with a
 * pointer (the block follows, column by column), or as a slider with the arrow keys, Page Up and
 * Page Down, Home and End.
 */
export function BlockResizeHandle({ block, name, disabled, onResize }: Props) {
  const span = blockSpan(block);
  const narrowest = narrowestSpan(block.type);
  // A span chosen with the keys, shown and announced until it is stored.
  const [chosenByKeys, setChosenByKeys] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const shown = chosenByKeys ?? span;

  const clamp = (value: number) => Math.min(GRID_COLUMNS, Math.max(narrowest, value));

  // A width chosen and not stored yet: the handle says it is busy (aria-busy) until it is.
  const [saving, setSaving] = useState(false);
  // Read at once (before React draws): one save at a time, and a span chosen with the keys that
  // has not been sent yet (a blur sends it at once, and only then).
  const savingNow = useRef(false);
  const unsent = useRef<number | null>(null);

  async function commit(handle: HTMLElement, chosen: number) {
    clearTimeout(timer.current);
    unsent.current = null;
    if (chosen === span || savingNow.current) {
      setChosenByKeys(null);
      return;
    }
    savingNow.current = true;
    setSaving(true);
    const stored = await onResize(block, chosen);
    if (!stored) showSpan(placeOf(handle), span);
    savingNow.current = false;
    setSaving(false);
    setChosenByKeys(null);
  }

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (disabled || savingNow.current || event.button !== 0) return;
    const handle = event.currentTarget;
    const place = placeOf(handle);
    if (!place) return;
    event.preventDefault();
    handle.setPointerCapture(event.pointerId);
    let chosen = span;
    const move = (moved: globalThis.PointerEvent) => {
      chosen = clamp(spanAt(place, moved.clientX));
      showSpan(place, chosen);
    };
    const end = (ended: globalThis.PointerEvent) => {
      handle.removeEventListener('pointermove', move);
      handle.removeEventListener('pointerup', end);
      handle.removeEventListener('pointercancel', end);
      if (ended.type === 'pointercancel') {
        showSpan(place, span);
        return;
      }
      void commit(handle, chosen);
    };
    handle.addEventListener('pointermove', move);
    handle.addEventListener('pointerup', end);
    handle.addEventListener('pointercancel', end);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = KEY_STEPS[event.key];
    const next =
      event.key === 'Home' ? narrowest : event.key === 'End' ? GRID_COLUMNS : step && shown + step;
    if (disabled || next === undefined) return;
    event.preventDefault();
    // The width being stored is shown until the server has it; keys wait for it.
    if (savingNow.current) return;
    const handle = event.currentTarget;
    const chosen = clamp(next);
    showSpan(placeOf(handle), chosen);
    setChosenByKeys(chosen);
    unsent.current = chosen;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void commit(handle, chosen), KEY_SETTLE_MS);
  }

  return (
    <div
      className={styles.resizeHandle}
      role="slider"
      tabIndex={disabled ? -1 : 0}
      aria-label={`Width of ${name}`}
      aria-disabled={disabled || undefined}
      aria-busy={saving || chosenByKeys !== null || undefined}
      aria-valuemin={narrowest}
      aria-valuemax={GRID_COLUMNS}
      aria-valuenow={shown}
      aria-valuetext={spanLabel(shown)}
      onPointerDown={onPointerDown}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (unsent.current !== null) void commit(event.currentTarget, unsent.current);
      }}
    />
  );
}
