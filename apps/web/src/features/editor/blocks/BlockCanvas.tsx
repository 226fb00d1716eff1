import type { BlockDto } from '@tessera/contracts';
import { BLOCK_TYPES, hasAdjustableWidth, htmlLabel } from '@tessera/domain';
import { useEffect, useState, type DragEvent } from 'react';
import { BlockGrid, type BlockGridProps } from '../../viewer/BlockGrid.js';
import { BlockResizeHandle } from './BlockResizeHandle.js';
import styles from './editor.module.css';

/** What a dragged block carries: its id (a board's section tabs take it too). */
export const BLOCK_DRAG_TYPE = 'application/x-tessera-block';

/** What an editor can do to a shown block; absent for guests. */
export type CanvasEditing = {
  editingId: string | null;
  onEdit: (blockId: string) => void;
  onMove: (blockId: string, direction: -1 | 1) => void;
  /** A block dragged and dropped before or after another. */
  onDrop: (blockId: string, targetId: string, after: boolean) => void;
  /** Stores a block's new width (columns of the 12-column grid); answers whether it was stored. */
  onResize: (block: BlockDto, span: number) => Promise<boolean>;
  /** Blocks that cannot move (the header and footer of an app). */
  fixed?: (block: BlockDto) => boolean;
};

type Props = Omit<BlockGridProps, 'renderTools' | 'highlightedId' | 'placeProps'> & {
  editing: CanvasEditing | null;
};

/**
 * Where a dragged block would land beside the block under the pointer: left or right of a block
 * that shares its row, above or below one that spans it.
 */
type DropSide = 'before' | 'after' | 'above' | 'below';
type DropPlace = { id: string; side: DropSide };

function dropSide(event: DragEvent<HTMLElement>): DropSide {
  const place = event.currentTarget;
  const rect = place.getBoundingClientRect();
  const rowWidth = place.parentElement?.clientWidth ?? rect.width;
  if (rect.width < rowWidth * 0.75)
    return event.clientX > rect.left + rect.width / 2 ? 'after' : 'before';
  return event.clientY > rect.top + rect.height / 2 ? 'below' : 'above';
}

const landsAfter = (side: DropSide) => side === 'after' || side === 'below';

function blockName(block: BlockDto): string {
  // A banner's title may hold HTML: its name is the text.
  const title = typeof block.settings.title === 'string' ? htmlLabel(block.settings.title) : '';
  return title || (BLOCK_TYPES.find((entry) => entry.type === block.type)?.label ?? block.type);
}

/** The move and edit tools above a block in the editor, and the resize handle at its edge. */
function BlockTools({
  block,
  index,
  count,
  editing,
  onDragStart,
  onDragEnd,
}: {
  block: BlockDto;
  index: number;
  count: number;
  editing: CanvasEditing;
  onDragStart: () => void;
  onDragEnd: () => void;
}) {
  const isEditing = editing.editingId === block.id;
  const movable = !(editing.fixed?.(block) ?? false);
  const name = blockName(block);
  const busy = Boolean(editing.editingId);
  return (
    <>
      <div className={styles.blockTools} role="toolbar" aria-label={`${name} tools`}>
        {movable ? (
          <>
            {/* Pointer users drag here; keyboard and screen-reader users have the arrows. */}
            <span
              className={styles.dragHandle}
              draggable={!busy}
              aria-hidden="true"
              title="Drag to move"
              data-drag-handle={name}
              onDragStart={(event) => {
                event.dataTransfer.setData(BLOCK_DRAG_TYPE, block.id);
                event.dataTransfer.effectAllowed = 'move';
                const place = event.currentTarget.closest('[data-block-id]');
                if (place) event.dataTransfer.setDragImage(place, 24, 16);
                onDragStart();
              }}
              onDragEnd={onDragEnd}
            >
              ⠿
            </span>
            <button
              type="button"
              className={styles.toolButton}
              aria-label={`Move ${name} up`}
              disabled={index === 0 || busy}
              onClick={() => editing.onMove(block.id, -1)}
            >
              ↑
            </button>
            <button
              type="button"
              className={styles.toolButton}
              aria-label={`Move ${name} down`}
              disabled={index === count - 1 || busy}
              onClick={() => editing.onMove(block.id, 1)}
            >
              ↓
            </button>
          </>
        ) : null}
        <button
          type="button"
          className={styles.toolButton}
          aria-label={`Edit ${name}`}
          disabled={busy && !isEditing}
          onClick={() => editing.onEdit(block.id)}
        >
          Edit
        </button>
      </div>
      {hasAdjustableWidth(block.type) ? (
        <BlockResizeHandle block={block} name={name} disabled={busy} onResize={editing.onResize} />
      ) : null}
    </>
  );
}

/**
 * The block being edited is brought into view (a new block is drawn at the end of the page, out of
 * sight, while its panel is filled in); one already in view stays where it is.
 */
function useEditedBlockInView(editingId: string | null) {
  useEffect(() => {
    if (!editingId) return;
    const place = document.querySelector(`[data-block-id="${CSS.escape(editingId)}"]`);
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    place?.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [editingId]);
}

/**
 * The blocks of a board or page, with the editor's tools: move (arrows, or drag and drop),
 * resize (the right edge) and edit.
 */
export function BlockCanvas({ editing, ...grid }: Props) {
  const [dragging, setDragging] = useState<string | null>(null);
  const [dropAt, setDropAt] = useState<DropPlace | null>(null);
  useEditedBlockInView(editing?.editingId ?? null);
  if (!editing) return <BlockGrid {...grid} />;

  const takesDrop = (block: BlockDto) =>
    dragging !== null && dragging !== block.id && !(editing.fixed?.(block) ?? false);

  return (
    <BlockGrid
      {...grid}
      highlightedId={editing.editingId}
      renderTools={(block, index) => (
        <BlockTools
          block={block}
          index={index}
          count={grid.blocks.length}
          editing={editing}
          onDragStart={() => setDragging(block.id)}
          onDragEnd={() => {
            setDragging(null);
            setDropAt(null);
          }}
        />
      )}
      placeProps={(block) => ({
        ...(dropAt?.id === block.id ? { 'data-drop': dropAt.side } : {}),
        onDragOver: (event) => {
          if (!takesDrop(block)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'move';
          const side = dropSide(event);
          if (dropAt?.id !== block.id || dropAt.side !== side) setDropAt({ id: block.id, side });
        },
        // Leaving a block for the gap or outside the grid takes its bar away: a drop there does
        // nothing, and the bar must not say otherwise.
        onDragLeave: (event) => {
          const into = event.relatedTarget;
          if (into instanceof Node && event.currentTarget.contains(into)) return;
          if (dropAt?.id === block.id) setDropAt(null);
        },
        onDrop: (event) => {
          if (!takesDrop(block) || dragging === null) return;
          event.preventDefault();
          editing.onDrop(dragging, block.id, landsAfter(dropSide(event)));
          setDragging(null);
          setDropAt(null);
        },
      })}
    />
  );
}
