import { Navigate, useSearchParams } from 'react-router';
import { BoardRoute } from './BoardRoute.js';

/**
 * /boardWorkspace?board={board_slug}: the board in the Old board layout (editor-viewer-shell
 * §2.2). Without a board to open, the owner's boards are on the dashboard.
 */
export default function BoardWorkspaceRoute() {
  const [search] = useSearchParams();
  const slug = search.get('board');
  if (!slug) return <Navigate to="/dashboard" replace />;
  return <BoardRoute slug={slug} layout="old" />;
}
