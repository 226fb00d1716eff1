import type { Executor, Owner } from '@tessera/platform';
import type { AppRow } from './app-dto.js';
import { AppsError } from './apps.errors.js';
import type { AppsRepository } from './apps.repository.js';

/**
 * The app when it is in the owner's workspace and the session may touch it: an app-editor session
 * (owner.appId set) only reaches its own app. Anything else is "not found", revealing nothing.
 */
export async function ownedApp(
  apps: AppsRepository,
  owner: Owner,
  appId: string,
  db?: Executor,
): Promise<AppRow> {
  if (owner.appId && owner.appId !== appId) throw new AppsError('notFound');
  const app = await apps.find(owner.workspaceId, appId, db);
  if (!app) throw new AppsError('notFound');
  return app;
}
