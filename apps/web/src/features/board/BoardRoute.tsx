import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { AccessDeniedScreen, NotFoundScreen } from '../../shell/errors/index.js';
import { Loading } from '../../shell/ui/Loading.js';
import { BoardLayout } from './BoardLayout.js';
import type { BoardLayoutKind } from './boardLayouts.js';
import { boardRequested, selectBoard } from './boardSlice.js';

/**
 * /{board_slug} on the dashboard host, or /boardWorkspace?board={board_slug}: loads the board
 * (update-metadata, for the board the global `board` parameter names) and shows it.
 */
export function BoardRoute({ slug, layout }: { slug: string; layout?: BoardLayoutKind }) {
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => selectBoard(state).status);
  const loadError = useAppSelector((state) => selectBoard(state).loadError);
  const loadedSlug = useAppSelector((state) => selectBoard(state).slug);
  useEffect(() => {
    dispatch(boardRequested());
  }, [dispatch, slug]);
  if (status === 'failed') {
    return loadError?.status === 404 ? <NotFoundScreen /> : <AccessDeniedScreen />;
  }
  // The previous board stays in the store until the new one has loaded.
  if (status !== 'ready' || loadedSlug !== slug.toLowerCase()) return <Loading fullScreen />;
  return <BoardLayout layout={layout} />;
}
