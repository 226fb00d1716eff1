import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks.js';
import { AccessDeniedScreen, NotFoundScreen } from '../../shell/errors/index.js';
import { Loading } from '../../shell/ui/Loading.js';
import { BoardLayout } from './BoardLayout.js';
import { boardRequested, selectBoard } from './boardSlice.js';

/** /{board_slug} on the dashboard host: loads the board (update-metadata) and shows it. */
export function BoardRoute({ slug }: { slug: string }) {
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
  return <BoardLayout />;
}
