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
 * The settings a new header or footer of a page starts with: the app's shared copy when the new
 * one is app-wide and the app has one, so adding it to a page brings the app's header (and saving
 * it never replaces the app's header with a blank one).
 */
export async function startingFrameSettings(
  repository: BlocksRepository,
  tx: Executor,
  container: BlockContainer,
  type: string,
  settings: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  if (container.kind !== 'page' || !sharesFrame(container, type, settings)) return settings;
  const copies = await repository.appBlocksOfType(container.workspaceId, container.appId, type, tx);
  return copies.find((copy) => isAppWide(copy.settings))?.settings ?? settings;
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
