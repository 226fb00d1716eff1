import { recordEvent, type Executor } from '@tessera/platform';
import type { BlockContainer } from './blocks.repository.js';

/** A change to a board's blocks is a board change; to a page's blocks, a change of its app. */
export async function recordContainerChange(tx: Executor, container: BlockContainer) {
  switch (container.kind) {
    case 'board':
      return recordEvent(tx, 'board.changed', {
        workspaceId: container.workspaceId,
        boardId: container.boardId,
      });
    case 'page':
      return recordEvent(tx, 'app.changed', {
        workspaceId: container.workspaceId,
        appId: container.appId,
        name: container.appName,
      });
  }
}
