import { Injectable } from '@nestjs/common';
import { BlocksRepository, sanitiseHtmlText } from '@tessera/blocks-api';
import type { CreateBoardRequest, updateBoardRequestSchema } from '@tessera/contracts';
import { copyName, renamedSections } from '@tessera/domain';
import {
  InjectDatabase,
  recordEvent,
  type Database,
  type Executor,
  type Owner,
} from '@tessera/platform';
import type { z } from 'zod';
import { toBoardDto, toBoardSummary, type BoardDto } from './board-dto.js';
import { boardSlugFromName, firstFreeSlug, isReservedBoardSlug } from './board-slug.js';
import { BoardsError } from './boards.errors.js';
import { BoardsRepository, type BoardChanges } from './boards.repository.js';
import { StoreContextService } from './store-context/store-context.service.js';
import { isUniqueViolation } from './unique-violation.js';

export type UpdateBoardRequest = z.infer<typeof updateBoardRequestSchema>;
type BoardSettingsChange = Omit<UpdateBoardRequest, 'name' | 'spreadsheetId' | 'public'>;

@Injectable()
export class BoardsService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly repository: BoardsRepository,
    private readonly storeContext: StoreContextService,
    private readonly blocks: BlocksRepository,
  ) {}

  async list(owner: Owner) {
    assertDashboardSession(owner);
    const rows = await this.repository.list(owner.workspaceId);
    return rows.map(toBoardSummary);
  }

  async get(owner: Owner, id: string): Promise<BoardDto> {
    assertDashboardSession(owner);
    const row = await this.repository.find(owner.workspaceId, id);
    if (!row) throw new BoardsError('notFound');
    return toBoardDto(row);
  }

  /**
   * Creates a board on a workspace spreadsheet. Without a slug, the address comes from the name and
   * gets -2, -3... when taken; an explicit slug that is taken is refused.
   */
  async create(owner: Owner, request: CreateBoardRequest): Promise<BoardDto> {
    assertDashboardSession(owner);
    const base = request.slug ?? boardSlugFromName(request.name);
    if (isReservedBoardSlug(base)) throw new BoardsError('reservedSlug');
    await this.requireSpreadsheet(owner, request.spreadsheetId);
    try {
      const row = await this.db.transaction(async (tx) => {
        const taken = await this.repository.slugsLike(base, tx);
        if (request.slug && taken.has(request.slug)) throw new BoardsError('slugTaken');
        const created = await this.repository.insert(tx, {
          workspaceId: owner.workspaceId,
          spreadsheetId: request.spreadsheetId,
          name: request.name,
          slug: firstFreeSlug(base, taken),
        });
        await recordEvent(tx, 'board.changed', {
          workspaceId: owner.workspaceId,
          boardId: created.id,
        });
        return created;
      });
      return toBoardDto(row);
    } catch (error) {
      // Another board took the address between our check and our insert.
      if (isUniqueViolation(error)) throw new BoardsError('slugTaken');
      throw error;
    }
  }

  /**
   * A copy of the board with its settings and blocks (their stored secrets too: the workspace is
   * the same), private, named "Copy of …" at a free address. Comments stay with the original.
   */
  async duplicate(owner: Owner, id: string): Promise<BoardDto> {
    assertDashboardSession(owner);
    const source = await this.repository.find(owner.workspaceId, id);
    if (!source) throw new BoardsError('notFound');
    const name = copyName(source.name);
    const base = boardSlugFromName(name);
    try {
      const row = await this.db.transaction(async (tx) => {
        const created = await this.repository.insert(tx, {
          workspaceId: owner.workspaceId,
          spreadsheetId: source.spreadsheetId,
          name,
          slug: firstFreeSlug(base, await this.repository.slugsLike(base, tx)),
          settings: source.settings,
        });
        const blocks = await this.blocks.listBlocks(owner.workspaceId, { boardId: source.id }, tx);
        await this.blocks.insertMany(
          tx,
          blocks.map((block) => ({
            workspaceId: owner.workspaceId,
            boardId: created.id,
            type: block.type,
            position: block.position,
            settings: block.settings,
          })),
        );
        await recordEvent(tx, 'board.changed', {
          workspaceId: owner.workspaceId,
          boardId: created.id,
        });
        return created;
      });
      return toBoardDto(row);
    } catch (error) {
      // Another board took the address between our look and our insert: the owner tries again.
      if (isUniqueViolation(error)) throw new BoardsError('slugTaken');
      throw error;
    }
  }

  /** Changes the name, the spreadsheet, `public` and any of the board settings given. */
  async update(owner: Owner, id: string, request: UpdateBoardRequest): Promise<BoardDto> {
    assertDashboardSession(owner);
    const { name, spreadsheetId, public: isPublic, ...settings } = request;
    if (spreadsheetId) await this.requireSpreadsheet(owner, spreadsheetId);
    const row = await this.db.transaction(async (tx) => {
      const current = await this.repository.find(owner.workspaceId, id, tx);
      if (!current) throw new BoardsError('notFound');
      const changes: BoardChanges = {
        settings: { ...current.settings, ...definedOnly(sanitisedBoardTexts(settings)) },
      };
      if (name !== undefined) changes.name = name;
      if (spreadsheetId !== undefined) changes.spreadsheetId = spreadsheetId;
      if (isPublic !== undefined) changes.public = isPublic;
      const updated = await this.repository.update(tx, owner.workspaceId, id, changes);
      if (!updated) throw new BoardsError('notFound');
      if (settings.sections !== undefined)
        await this.moveRenamedSections(tx, owner.workspaceId, id, current.settings, settings);
      await recordEvent(tx, 'board.changed', { workspaceId: owner.workspaceId, boardId: id });
      return updated;
    });
    return toBoardDto(row);
  }

  /** The spreadsheet was deleted: the workspace's boards built on it are left without one. */
  async forgetSpreadsheet(workspaceId: string, spreadsheetId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      for (const boardId of await this.repository.clearSpreadsheet(tx, workspaceId, spreadsheetId))
        await recordEvent(tx, 'board.changed', { workspaceId, boardId });
    });
  }

  async remove(owner: Owner, id: string): Promise<void> {
    assertDashboardSession(owner);
    await this.db.transaction(async (tx) => {
      const deleted = await this.repository.delete(tx, owner.workspaceId, id);
      if (!deleted) throw new BoardsError('notFound');
      await recordEvent(tx, 'board.changed', { workspaceId: owner.workspaceId, boardId: id });
    });
  }

  /** The blocks of a renamed section follow it (renamedSections), in the board's transaction. */
  private async moveRenamedSections(
    tx: Executor,
    workspaceId: string,
    boardId: string,
    before: Record<string, unknown>,
    after: { sections?: string },
  ): Promise<void> {
    const renames = renamedSections(
      typeof before['sections'] === 'string' ? before['sections'] : '',
      after.sections,
    );
    if (renames.size === 0) return;
    for (const block of await this.blocks.listBlocks(workspaceId, { boardId }, tx)) {
      const section = block.settings['section'];
      const renamed = typeof section === 'string' ? renames.get(section.trim()) : undefined;
      if (renamed !== undefined)
        await this.blocks.updateSettings(tx, workspaceId, block.id, {
          ...block.settings,
          section: renamed,
        });
    }
  }

  private async requireSpreadsheet(owner: Owner, spreadsheetId: string): Promise<void> {
    if (!(await this.storeContext.spreadsheetExists(owner.workspaceId, spreadsheetId))) {
      throw new BoardsError('spreadsheetNotFound');
    }
  }
}

/** Boards belong to the dashboard: an app-editor session (bound to one app) cannot touch them. */
function assertDashboardSession(owner: Owner): void {
  if (owner.appId) throw new BoardsError('appSession');
}

function definedOnly(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/**
 * The board texts a reader of the board store may take for HTML (title, hero text, footer
 * copyright), sanitised on write like block settings: plain text stays as written.
 */
function sanitisedBoardTexts(settings: BoardSettingsChange): BoardSettingsChange {
  const text = (value: string | undefined) =>
    value === undefined ? undefined : sanitiseHtmlText(value);
  const { footer } = settings;
  return {
    ...settings,
    title: text(settings.title),
    hero: text(settings.hero),
    ...(footer ? { footer: { ...footer, copyrightText: text(footer.copyrightText) } } : {}),
  };
}
