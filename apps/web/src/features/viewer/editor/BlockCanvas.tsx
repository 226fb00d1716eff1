import {
  BlockRenderer,
  type BlockData,
  type BlockNavigation,
  type BlockQueryState,
  type BlockViewer,
} from '@tessera/blocks';
import type { BlockDto } from '@tessera/contracts';
import { BLOCK_TYPES, type SheetFilter } from '@tessera/domain';
import type { SheetRowWrites } from '../useSheetRowWrites.js';
import styles from './editor.module.css';

/** What an editor can do to a shown block; absent for guests. */
export type CanvasEditing = {
  editingId: string | null;
  onEdit: (blockId: string) => void;
  onMove: (blockId: string, direction: -1 | 1) => void;
  /** Blocks that cannot move (the header and footer of an app). */
  fixed?: (block: BlockDto) => boolean;
};

type Props = {
  blocks: readonly BlockDto[];
  data: Readonly<Record<string, BlockData>>;
  /** The sort and filters each block's rows were asked with. */
  queries: Readonly<Record<string, BlockQueryState>>;
  viewer: BlockViewer;
  editing: CanvasEditing | null;
  onPageChange: (blockId: string, page: number) => void;
  onSearch: (blockId: string, search: string) => void;
  onSortChange: (blockId: string, sort: string) => void;
  onFilterChange: (blockId: string, filters: SheetFilter[]) => void;
  rowWrites: SheetRowWrites;
  navigation?: BlockNavigation;
  /** Header and footer blocks span the page; the others share rows unless full_width. */
  className?: string;
};

function blockName(block: BlockDto): string {
  const title = typeof block.settings.title === 'string' ? block.settings.title : '';
  return title || (BLOCK_TYPES.find((entry) => entry.type === block.type)?.label ?? block.type);
}

/** The blocks of a board or page, with edit and move tools for editors. */
export function BlockCanvas({
  blocks,
  data,
  queries,
  viewer,
  editing,
  onPageChange,
  onSearch,
  onSortChange,
  onFilterChange,
  rowWrites,
  navigation,
  className,
}: Props) {
  return (
    <div className={`${styles.canvas} ${className ?? ''}`}>
      {blocks.map((block, index) => {
        const full =
          block.settings.full_width === true || block.type === 'header' || block.type === 'footer';
        const isEditing = editing?.editingId === block.id;
        const movable = editing && !(editing.fixed?.(block) ?? false);
        return (
          <div
            key={block.id}
            className={`${full ? styles.canvasItemFull : styles.canvasItem} ${isEditing ? styles.canvasItemEditing : ''}`}
            data-block-id={block.id}
          >
            {editing ? (
              <div
                className={styles.blockTools}
                role="toolbar"
                aria-label={`${blockName(block)} tools`}
              >
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
                      disabled={index === blocks.length - 1 || Boolean(editing.editingId)}
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
            ) : null}
            <BlockRenderer
              block={block}
              data={data[block.id]}
              query={queries[block.id]}
              viewer={viewer}
              onPageChange={(page) => onPageChange(block.id, page)}
              onSearch={(search) => onSearch(block.id, search)}
              onSortChange={(sort) => onSortChange(block.id, sort)}
              onFilterChange={(filters) => onFilterChange(block.id, filters)}
              onAddRow={(values) => rowWrites.onAddRow(block, values)}
              onEditRow={(rowId, values) => rowWrites.onEditRow(block, rowId, values)}
              onDuplicateRow={(rowId) => rowWrites.onDuplicateRow(block, rowId)}
              onDeleteRow={(rowId) => rowWrites.onDeleteRow(block, rowId)}
              {...(navigation ? { navigation } : {})}
            />
          </div>
        );
      })}
    </div>
  );
}
