import { Injectable } from '@nestjs/common';
import type { BoardMetadataResponse } from '@tessera/contracts';
import { BlocksRepository, toBlockDto } from '@tessera/blocks-api';
import { firstPathSegment } from '@tessera/domain';
import type { Owner } from '@tessera/platform';
import { withBoardDefaults } from './board-settings-defaults.js';
import { BoardsError } from './boards.errors.js';
import { BoardsRepository } from './boards.repository.js';
import { StoreContextService } from './store-context/store-context.service.js';

/** What the board viewer and editor load (POST /api/board/update-metadata). */
@Injectable()
export class BoardMetadataService {
  constructor(
    private readonly boards: BoardsRepository,
    private readonly blocks: BlocksRepository,
    private readonly storeContext: StoreContextService,
  ) {}

  /** The board at `path` (e.g. `/demo-board`) with its settings' defaults, blocks and sheets. */
  async load(path: string | undefined, viewer: Owner | null): Promise<BoardMetadataResponse> {
    const slug = firstPathSegment(path);
    const board = slug ? await this.boards.findBySlug(slug) : null;
    if (!board) throw new BoardsError('pageNotFound');
    const context = await this.storeContext.load(
      { workspaceId: board.workspaceId, spreadsheetId: board.spreadsheetId },
      viewer,
    );
    if (!board.public && !context.can_edit) throw new BoardsError('private');
    const blocks = await this.blocks.listBlocks(board.workspaceId, { boardId: board.id });
    return {
      ...withBoardDefaults(board.settings),
      id: board.id,
      name: board.name,
      slug: board.slug,
      workspace_id: board.workspaceId,
      spreadsheetId: board.spreadsheetId,
      public: board.public,
      blocks: blocks.map((block) => toBlockDto(block, context.can_edit ? 'editor' : 'visitor')),
      type: 'board',
      ...context,
    };
  }
}
