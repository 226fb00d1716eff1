import { useCallback, useMemo, type CSSProperties } from 'react';
import type { BlockNavigation, Breadcrumb } from '@tessera/blocks';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { movedBlockIds } from '../viewer/blockOrder.js';
import { BlockCanvas, type CanvasEditing } from '../viewer/editor/BlockCanvas.js';
import type { SheetTarget } from '../viewer/sheetRowRequests.js';
import { useSheetRowWrites } from '../viewer/useSheetRowWrites.js';
import styles from './multipage.module.css';
import {
  blockEditStarted,
  blockFiltersChanged,
  blockPageChanged,
  blockSearchChanged,
  blockSortChanged,
  breadcrumbSelected,
  headerNavigated,
  selectPage,
  selectPageBlocks,
  sheetRowsChanged,
} from './pageSlice.js';
import { useReorderPageBlocks } from './usePageBlockEditing.js';

/** An app page's sheets are found by the server from the host. */
const PAGE_TARGET: SheetTarget = { kind: 'page' };

/** The app's header and footer keep their places. */
const isFixed = (block: { type: string }) => block.type === 'header' || block.type === 'footer';

/** The page's blocks as visitors see them, with the editor's tools for editors. */
export function PageContent({ viewerEmail }: { viewerEmail: string | null }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const page = useAppSelector(selectPage);
  const blocks = useAppSelector(selectPageBlocks);
  const reorder = useReorderPageBlocks();

  const navigation = useMemo<BlockNavigation>(
    () => ({
      pages: page.pages.map(({ id, page_name, page_slug }) => ({ id, page_name, page_slug })),
      currentSlug: page.page_slug,
      breadcrumbs: page.breadcrumbs,
      onNavigate: (path: string) => {
        dispatch(headerNavigated());
        void navigate(path);
      },
      onBreadcrumb: (crumb: Breadcrumb) => {
        dispatch(breadcrumbSelected(crumb.path));
        void navigate(crumb.path);
      },
    }),
    [page.pages, page.page_slug, page.breadcrumbs, dispatch, navigate],
  );

  const rowsChanged = useCallback(
    (sheetTitle: string) => dispatch(sheetRowsChanged({ sheetTitle })),
    [dispatch],
  );
  const rowWrites = useSheetRowWrites(PAGE_TARGET, page.blocks, rowsChanged);

  const editing: CanvasEditing | null = page.can_edit
    ? {
        editingId: page.tempo_block?.id ?? null,
        onEdit: (blockId) => dispatch(blockEditStarted(blockId)),
        onMove: (blockId, direction) => {
          const ids = page.blocks.map((block) => block.id);
          const fixedIds = new Set(page.blocks.filter(isFixed).map((block) => block.id));
          const moved = movedBlockIds(ids, ids, blockId, direction, (id) => fixedIds.has(id));
          if (moved) void reorder(moved);
        },
        fixed: isFixed,
      }
    : null;

  const style = {
    background: page.page_background,
    '--ts-block-border': page.block_border,
    '--ts-block-shadow': page.block_shadow,
  } as CSSProperties;

  return (
    <div className={styles.page} style={style}>
      <h1 className="ts-visually-hidden">{page.page_name || page.title}</h1>
      <BlockCanvas
        blocks={blocks}
        data={page.sheets_data}
        queries={page.sheet_queries}
        viewer={{ canEdit: page.can_edit, email: viewerEmail }}
        editing={editing}
        onPageChange={(blockId, next) => dispatch(blockPageChanged({ blockId, page: next }))}
        onSearch={(blockId, search) => dispatch(blockSearchChanged({ blockId, search }))}
        onSortChange={(blockId, sort) => dispatch(blockSortChanged({ blockId, sort }))}
        onFilterChange={(blockId, filters) => dispatch(blockFiltersChanged({ blockId, filters }))}
        rowWrites={rowWrites}
        navigation={navigation}
        className={styles.pageBody}
      />
    </div>
  );
}
