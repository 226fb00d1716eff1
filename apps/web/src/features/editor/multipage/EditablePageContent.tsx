import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { withBlockSpan } from '@tessera/domain';
import { droppedBlockIds, movedBlockIds } from '../blocks/blockOrder.js';
import { BlockCanvas, type CanvasEditing } from '../blocks/BlockCanvas.js';
import { PageFrame, usePageGrid } from '../../multipage/PageContent.js';
import {
  blockEditStarted,
  blocksReordered,
  pageActions,
  selectPage,
} from '../../multipage/pageSlice.js';
import { useChangeBlockSettings, useReorderBlocks } from '../blocks/useBlockEditing.js';

/** The app's header and footer keep their places. */
const isFixed = (block: { type: string }) => block.type === 'header' || block.type === 'footer';

/** The page's blocks with the editor's move and edit tools. */
export function EditablePageContent({ viewerEmail }: { viewerEmail: string | null }) {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectPage);
  const grid = usePageGrid(viewerEmail);
  const reorder = useReorderBlocks({ pageId: page.page_id }, blocksReordered);
  const changeSettings = useChangeBlockSettings(pageActions.blockStored);
  const fixedIds = new Set(page.blocks.filter(isFixed).map((block) => block.id));
  const isFixedId = (id: string) => fixedIds.has(id);

  const editing: CanvasEditing = {
    editingId: page.tempo_block?.id ?? null,
    onEdit: (blockId) => dispatch(blockEditStarted(blockId)),
    onMove: (blockId, direction) => {
      const ids = page.blocks.map((block) => block.id);
      const moved = movedBlockIds(ids, ids, blockId, direction, isFixedId);
      if (moved) void reorder(moved, ids);
    },
    onDrop: (blockId, targetId, after) => {
      const ids = page.blocks.map((block) => block.id);
      const moved = droppedBlockIds(ids, blockId, targetId, after, isFixedId);
      if (moved) void reorder(moved, ids);
    },
    onResize: (block, span) => changeSettings(block, withBlockSpan(block, span)),
    fixed: isFixed,
  };

  return (
    <PageFrame>
      <BlockCanvas {...grid} editing={editing} />
    </PageFrame>
  );
}
