import type { BlockDto } from '@tessera/contracts';
import { BLOCK_TYPES, htmlLabel } from '@tessera/domain';
import { BlockGrid, type BlockGridProps } from '../../viewer/BlockGrid.js';
import styles from './editor.module.css';

/** What an editor can do to a shown block; absent for guests. */
export type CanvasEditing = {
  editingId: string | null;
  onEdit: (blockId: string) => void;
  onMove: (blockId: string, direction: -1 | 1) => void;
  /** Blocks that cannot move (the header and footer of an app). */
  fixed?: (block: BlockDto) => boolean;
};

type Props = Omit<BlockGridProps, 'renderTools' | 'highlightedId'> & {
  editing: CanvasEditing | null;
};

function blockName(block: BlockDto): string {
  // A banner's title may hold HTML: its name is the text.
  const title = typeof block.settings.title === 'string' ? htmlLabel(block.settings.title) : '';
  return title || (BLOCK_TYPES.find((entry) => entry.type === block.type)?.label ?? block.type);
}

/** The move and edit buttons above a block in the editor. */
function BlockTools({
  block,
  index,
  count,
  editing,
}: {
  block: BlockDto;
  index: number;
  count: number;
  editing: CanvasEditing;
}) {
  const isEditing = editing.editingId === block.id;
  const movable = !(editing.fixed?.(block) ?? false);
  return (
    <div className={styles.blockTools} role="toolbar" aria-label={`${blockName(block)} tools`}>
      {movable ? (
        <>
          <button
            type="button"
            className={styles.toolButton}
            aria-label={`Move ${blockName(block)} up`}
            disabled={index === 0 || Boolean(editing.editingId)}
            onClick={() => editing.onMove(block.id, -1)}
          >
            ↑
          </button>
          <button
            type="button"
            className={styles.toolButton}
            aria-label={`Move ${blockName(block)} down`}
            disabled={index === count - 1 || Boolean(editing.editingId)}
            onClick={() => editing.onMove(block.id, 1)}
          >
            ↓
          </button>
        </>
      ) : null}
      <button
        type="button"
        className={styles.toolButton}
        aria-label={`Edit ${blockName(block)}`}
        disabled={Boolean(editing.editingId) && !isEditing}
        onClick={() => editing.onEdit(block.id)}
      >
        Edit
      </button>
    </div>
  );
}

/** The blocks of a board or page, with edit and move tools for editors. */
export function BlockCanvas({ editing, ...grid }: Props) {
  if (!editing) return <BlockGrid {...grid} />;
  return (
    <BlockGrid
      {...grid}
      highlightedId={editing.editingId}
      renderTools={(block, index) => (
        <BlockTools block={block} index={index} count={grid.blocks.length} editing={editing} />
      )}
    />
  );
}
