import { useMemo, type CSSProperties, type ReactNode } from 'react';
import type { AppAuthHandlers, BlockNavigation, Breadcrumb } from '@tessera/blocks';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { useAppNavigate } from '../../shell/navigation/navigation.js';
import { BlockGrid, type BlockGridProps } from '../viewer/BlockGrid.js';
import type { SheetTarget } from '../viewer/sheetRowRequests.js';
import { useHostBlockData } from '../blockHost/useHostBlockData.js';
import styles from './multipage.module.css';
import {
  breadcrumbSelected,
  headerNavigated,
  pageActions,
  selectPage,
  selectPageBlocks,
} from './pageSlice.js';

/** An app page's sheets are found by the server from the host. */
const PAGE_TARGET: SheetTarget = { kind: 'page' };

/**
 * What the page's blocks are drawn with: rows, navigation between pages and row writes. Shared by
 * the published viewer and the editor; it holds no editor code.
 */
export function usePageGrid(viewerEmail: string | null): BlockGridProps {
  const dispatch = useAppDispatch();
  const navigate = useAppNavigate();
  const page = useAppSelector(selectPage);
  const blocks = useAppSelector(selectPageBlocks);

  const navigation = useMemo<BlockNavigation>(
    () => ({
      pages: page.pages.map(({ id, page_name, page_slug }) => ({ id, page_name, page_slug })),
      currentSlug: page.page_slug,
      breadcrumbs: page.breadcrumbs,
      onNavigate: (path: string) => {
        dispatch(headerNavigated());
        navigate(path);
      },
      onBreadcrumb: (crumb: Breadcrumb) => {
        dispatch(breadcrumbSelected(crumb.path));
        navigate(crumb.path);
      },
    }),
    [page.pages, page.page_slug, page.breadcrumbs, dispatch, navigate],
  );

  const rows = useHostBlockData(page, pageActions, PAGE_TARGET);

  return {
    blocks,
    ...rows,
    viewer: { canEdit: page.can_edit, email: viewerEmail, readOnly: page.read_only },
    navigation,
    className: styles.pageBody,
  };
}

/** The page's background and block colours around its blocks. */
export function PageFrame({ children }: { children: ReactNode }) {
  const page = useAppSelector(selectPage);
  const style = {
    background: page.page_background,
    '--ts-block-border': page.block_border,
    '--ts-block-shadow': page.block_shadow,
  } as CSSProperties;
  return (
    <div className={styles.page} style={style}>
      <h1 className="ts-visually-hidden">{page.page_name || page.title}</h1>
      {children}
    </div>
  );
}

type Props = { viewerEmail: string | null; appAuth?: AppAuthHandlers };

/** The page's blocks as visitors see them. */
export function PageContent({ viewerEmail, appAuth }: Props) {
  const grid = usePageGrid(viewerEmail);
  return (
    <PageFrame>
      <BlockGrid {...grid} {...(appAuth ? { appAuth } : {})} />
    </PageFrame>
  );
}
