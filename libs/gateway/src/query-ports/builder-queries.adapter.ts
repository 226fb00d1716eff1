import { Injectable } from '@nestjs/common';
import { AppsRepository } from '@tessera/apps';
import { BlocksRepository } from '@tessera/blocks-api';
import { BoardsRepository } from '@tessera/boards';
import type { BuilderBlock, BuilderBoard, BuilderQueries } from '@tessera/spreadsheets';

/** The builder's answers to the spreadsheets' HTTP side, from the features that own them. */
@Injectable()
export class InProcessBuilderQueries implements BuilderQueries {
  constructor(
    private readonly boards: BoardsRepository,
    private readonly blocks: BlocksRepository,
    private readonly apps: AppsRepository,
  ) {}

  async boardBySlug(slug: string): Promise<BuilderBoard | null> {
    const board = await this.boards.findBySlug(slug);
    return board
      ? {
          id: board.id,
          workspaceId: board.workspaceId,
          spreadsheetId: board.spreadsheetId,
          public: board.public,
        }
      : null;
  }

  async boardBlock(
    workspaceId: string,
    boardId: string,
    blockId: string,
  ): Promise<BuilderBlock | null> {
    const found = await this.blocks.findBlock(workspaceId, blockId);
    const onBoard = found?.container.kind === 'board' && found.container.boardId === boardId;
    return onBoard ? builderBlock(found.block) : null;
  }

  async appBlock(
    workspaceId: string,
    appId: string,
    blockId: string,
  ): Promise<BuilderBlock | null> {
    const found = await this.blocks.findBlock(workspaceId, blockId);
    const onApp = found?.container.kind === 'page' && found.container.appId === appId;
    return onApp ? builderBlock(found.block) : null;
  }

  async appSpreadsheetId(workspaceId: string, appId: string): Promise<string | null> {
    return (await this.apps.find(workspaceId, appId))?.spreadsheetId ?? null;
  }
}

function builderBlock({ id, type, settings }: BuilderBlock): BuilderBlock {
  return { id, type, settings };
}
