import { useAppDispatch, useAppSelector } from '../../../app/hooks.js';
import { movedBlockIds } from '../../viewer/blockOrder.js';
import { BlockCanvas, type CanvasEditing } from '../blocks/BlockCanvas.js';
import { PageFrame, usePageGrid } from '../../multipage/PageContent.js';
import { blockEditStarted, blocksReordered, selectPage } from '../../multipage/pageSlice.js';
import { useReorderBlocks } from '../blocks/useBlockEditing.js';

/** The app's header and footer keep their places. */
const isFixed = (block: { type: string }) => block.type === 'header' || block.type === 'footer';

/** The page's blocks with the editor's move and edit tools. */
export function EditablePageContent({ viewerEmail }: { viewerEmail: string | null }) {
  const dispatch = useAppDispatch();
  const page = useAppSelector(selectPage);
  const grid = usePageGrid(viewerEmail);
  const reorder = useReorderBlocks({ pageId: page.page_id }, blocksReordered);

  const editing: CanvasEditing = {
    editingId: page.tempo_block?.id ?? null,
    onEdit: (blockId) => dispatch(blockEditStarted(blockId)),
    onMove: (blockId, direction) => {
      const ids = page.blocks.map((block) => block.id);
      const fixedIds = new Set(page.blocks.filter(isFixed).map((block) => block.id));
      const moved = movedBlockIds(ids, ids, blockId, direction, (id) => fixedIds.has(id));
      if (moved) void reorder(moved, ids);
    },
    fixed: isFixed,
  };

  return (
    <PageFrame>
      <BlockCanvas {...grid} editing={editing} />
    </PageFrame>
  );
}
