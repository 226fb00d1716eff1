import { Injectable } from '@nestjs/common';
import { AppsRepository, AppsService } from '@tessera/apps';
import { BlocksRepository } from '@tessera/blocks-api';
import { BoardsRepository, BoardsService } from '@tessera/boards';
import type { BuilderBlock, BuilderBoard, BuilderPort } from '@tessera/spreadsheets';

/** The builder's side of the spreadsheets' port, from the features that own the data. */
@Injectable()
export class InProcessBuilder implements BuilderPort {
  constructor(
    private readonly boards: BoardsRepository,
    private readonly blocks: BlocksRepository,
    private readonly apps: AppsRepository,
    private readonly appsService: AppsService,
    private readonly boardsService: BoardsService,
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

  async spreadsheetRemoved(workspaceId: string, spreadsheetId: string): Promise<void> {
    await this.appsService.forgetSpreadsheet(workspaceId, spreadsheetId);
    await this.boardsService.forgetSpreadsheet(workspaceId, spreadsheetId);
  }
}

function builderBlock({ id, type, settings }: BuilderBlock): BuilderBlock {
  return { id, type, settings };
}
