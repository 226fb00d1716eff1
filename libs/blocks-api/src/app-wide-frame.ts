import { isDeepStrictEqual } from 'node:util';
import { isAppWide, isAppWideFrameType } from '@tessera/domain';
import type { Executor } from '@tessera/platform';
import type { BlockContainer, BlocksRepository } from './blocks.repository.js';

/**
 * An app's shared header and footer (domain app-wide-frame.ts): every page keeps a copy, and the
 * app-wide copies are saved together, in the transaction that saves one of them.
 */

type FrameBlock = { id: string; type: string; settings: Record<string, unknown> };

function sharesFrame(container: BlockContainer, type: string, settings: Record<string, unknown>) {
  return container.kind === 'page' && isAppWideFrameType(type) && isAppWide(settings);
}

/**
 * The settings a new header or footer of a page is stored with: as the owner set them, and the
 * page's own (not app-wide) when the app already shares a different one, so adding a block never
 * replaces the header of every page, nor what the owner typed. Ticking "Use this header on every
 * page" afterwards shares it.
 */
export async function newFrameSettings(
  repository: BlocksRepository,
  tx: Executor,
  container: BlockContainer,
  type: string,
  settings: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (container.kind !== 'page' || !sharesFrame(container, type, settings)) return settings;
  const copies = await repository.appBlocksOfType(container.workspaceId, container.appId, type, tx);
  const shared = copies.find((copy) => isAppWide(copy.settings));
  if (!shared || isDeepStrictEqual(shared.settings, settings)) return settings;
  return { ...settings, app_wide: false };
}

/** Saves an app-wide header or footer's settings into every other app-wide copy of its app. */
export async function shareAcrossApp(
  repository: BlocksRepository,
  tx: Executor,
  container: BlockContainer,
  saved: FrameBlock,
): Promise<void> {
  if (container.kind !== 'page' || !sharesFrame(container, saved.type, saved.settings)) return;
  const copies = await repository.appBlocksOfType(
    container.workspaceId,
    container.appId,
    saved.type,
    tx,
  );
  for (const copy of copies) {
    if (copy.id === saved.id || !isAppWide(copy.settings)) continue;
    await repository.updateSettings(tx, container.workspaceId, copy.id, saved.settings);
  }
}
