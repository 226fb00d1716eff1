import { Injectable } from '@nestjs/common';
import type { BlockDto, CreateBlockRequest } from '@tessera/contracts';
import {
  blockTypeFitsContainer,
  isAvailableBlockType,
  normalizeBlockType,
  parseBlockSettings,
} from '@tessera/domain';
import { InjectDatabase, type Database, type Executor, type Owner } from '@tessera/platform';
import { newFrameSettings, shareAcrossApp } from './app-wide-frame.js';
import { toBlockDto } from './block-dto.js';
import { BlockSecrets } from './block-secrets.js';
import { insertionIndex, isPermutationOf } from './block-placement.js';
import { BlockSettingsError, BlocksError } from './blocks.errors.js';
import { BlocksRepository, type BlockContainer, type ContainerRef } from './blocks.repository.js';
import { recordContainerChange } from './container-events.js';
import { sanitisedSettings } from './html-sanitiser.js';

@Injectable()
export class BlocksService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly repository: BlocksRepository,
    private readonly secrets: BlockSecrets,
  ) {}

  /** Adds a block: at `position` or the end on a board, never below the footer on a page. */
  async create(owner: Owner, request: CreateBlockRequest): Promise<BlockDto> {
    const type = normalizeBlockType(request.type);
    const settings = await this.secrets.sealed(
      type,
      validSettings(type, request.settings),
      request.settings,
      null,
    );
    return this.db.transaction(async (tx) => {
      const container = await this.requireContainer(tx, owner, request);
      // App users sign in on an app's host; a board has no app users.
      if (!blockTypeFitsContainer(type, container.kind)) throw new BlocksError('typeNotOnBoards');
      const siblings = await this.repository.listBlocks(owner.workspaceId, request, tx);
      const index = insertionIndex(container.kind, siblings, request.position);
      const created = await this.repository.insert(tx, {
        workspaceId: owner.workspaceId,
        boardId: container.kind === 'board' ? container.boardId : null,
        pageId: container.kind === 'page' ? container.pageId : null,
        type,
        position: index,
        settings: await newFrameSettings(this.repository, tx, container, type, settings),
      });
      const order = siblings.map((block) => block.id);
      order.splice(index, 0, created.id);
      await this.repository.setPositions(tx, owner.workspaceId, order, [...siblings, created]);
      await recordContainerChange(tx, container);
      return toBlockDto(created, 'editor');
    });
  }

  /**
   * Replaces a block's settings with the edited ones, validated by its type's schema. A secret
   * left empty keeps the stored one its `{key}_ref` names (BlockSecrets.sealed); a caller holding
   * stored settings passes them through blockSettingsFor(type, settings, 'editor') first, or the
   * block's secrets are cleared.
   */
  async update(owner: Owner, id: string, settings: Record<string, unknown>): Promise<BlockDto> {
    return this.db.transaction(async (tx) => {
      const { block, container } = await this.requireBlock(tx, owner, id);
      const type = normalizeBlockType(block.type);
      const valid = await this.secrets.sealed(
        type,
        validSettings(type, settings),
        settings,
        block.settings,
      );
      const updated = await this.repository.updateSettings(tx, owner.workspaceId, id, valid);
      if (!updated) throw new BlocksError('notFound');
      await shareAcrossApp(this.repository, tx, container, { id, type, settings: valid });
      await recordContainerChange(tx, container);
      return toBlockDto(updated, 'editor');
    });
  }

  async remove(owner: Owner, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { container } = await this.requireBlock(tx, owner, id);
      await this.repository.delete(tx, owner.workspaceId, id);
      const rest = await this.repository.listBlocks(owner.workspaceId, containerRef(container), tx);
      await this.repository.setPositions(
        tx,
        owner.workspaceId,
        rest.map((block) => block.id),
        rest,
      );
      await recordContainerChange(tx, container);
    });
  }

  /** Puts a board's or page's blocks in the given order; `ids` must be exactly its blocks. */
  async reorder(owner: Owner, ref: ContainerRef, ids: readonly string[]): Promise<BlockDto[]> {
    return this.db.transaction(async (tx) => {
      const container = await this.requireContainer(tx, owner, ref);
      const current = await this.repository.listBlocks(owner.workspaceId, ref, tx);
      if (
        !isPermutationOf(
          ids,
          current.map((block) => block.id),
        )
      ) {
        throw new BlocksError('orderMismatch');
      }
      await this.repository.setPositions(tx, owner.workspaceId, ids, current);
      await recordContainerChange(tx, container);
      const reordered = await this.repository.listBlocks(owner.workspaceId, ref, tx);
      return reordered.map((block) => toBlockDto(block, 'editor'));
    });
  }

  /** The container, when it is in the owner's workspace and the session may edit it. */
  private async requireContainer(
    tx: Executor,
    owner: Owner,
    ref: ContainerRef,
  ): Promise<BlockContainer> {
    const container = await this.repository.findContainer(owner.workspaceId, ref, tx);
    if (!container || !sessionMayEdit(owner, container)) {
      throw new BlocksError('containerNotFound');
    }
    return container;
  }

  private async requireBlock(tx: Executor, owner: Owner, id: string) {
    const found = await this.repository.findBlock(owner.workspaceId, id, tx);
    if (!found || !sessionMayEdit(owner, found.container)) throw new BlocksError('notFound');
    // Lock the container so the block's siblings are not renumbered concurrently.
    await this.repository.findContainer(owner.workspaceId, containerRef(found.container), tx);
    return found;
  }
}

/** An app-editor session (owner.appId set) may only touch the pages of its own app. */
function sessionMayEdit(owner: Owner, container: BlockContainer): boolean {
  if (!owner.appId) return true;
  return container.kind === 'page' && container.appId === owner.appId;
}

function containerRef(container: BlockContainer): ContainerRef {
  return container.kind === 'board' ? { boardId: container.boardId } : { pageId: container.pageId };
}

function validSettings(type: string, settings: unknown): Record<string, unknown> {
  if (!isAvailableBlockType(type)) throw new BlocksError('typeNotAvailable');
  const parsed = parseBlockSettings(type, settings);
  if (!parsed.success) throw new BlockSettingsError(parsed.message);
  // Sanitised on write as well as at render, so no reader of the page store gets live markup.
  return sanitisedSettings(type, parsed.settings);
}
