import { Injectable } from '@nestjs/common';
import type { AppUserDto, CreateAppUserRequest, UpdateAppUserRequest } from '@tessera/contracts';
import { isUniqueViolation } from '@tessera/boards';
import { InjectDatabase, type Database, type Owner } from '@tessera/platform';
import { AppUsersError } from '../app-users.errors.js';
import { AppSessionsService } from '../auth/app-sessions.service.js';
import { AppUserTokensRepository } from '../auth/app-user-tokens.repository.js';
import { PasswordLinks } from '../auth/password-links.js';
import type { HostApp } from '@tessera/platform';
import { HostAppsRepository } from '../host-apps/host-apps.repository.js';
import { toAppUserDto } from './app-user-dto.js';
import { AppUsersRepository } from './app-users.repository.js';

/**
 * The Users popup: the owner lists, adds, edits and removes the users of one app. Nothing is
 * cached: sessions read the user's row on every request, so an edit or a removal applies at once.
 * No event is recorded: no consumer needs one today.
 */
@Injectable()
export class AppUsersService {
  constructor(
    @InjectDatabase() private readonly db: Database,
    private readonly apps: HostAppsRepository,
    private readonly users: AppUsersRepository,
    private readonly links: PasswordLinks,
    private readonly tokens: AppUserTokensRepository,
    private readonly sessions: AppSessionsService,
  ) {}

  async list(owner: Owner, appId: string): Promise<AppUserDto[]> {
    const app = await this.ownedApp(owner, appId);
    return (await this.users.list(app.workspaceId, app.id)).map(toAppUserDto);
  }

  /** Adds a user and e-mails them a link to set their password (valid 7 days). */
  async create(owner: Owner, request: CreateAppUserRequest): Promise<AppUserDto> {
    const app = await this.ownedApp(owner, request.appId);
    const { user, token } = await this.unique(() =>
      this.db.transaction(async (tx) => {
        if (await this.users.findByEmail(app.workspaceId, app.id, request.email, tx))
          throw new AppUsersError('emailTaken');
        const user = await this.users.insert(tx, {
          workspaceId: app.workspaceId,
          appId: app.id,
          name: request.name,
          email: request.email,
          permissions: request.permissions,
        });
        return { user, token: await this.links.issue(tx, user, 'set-password') };
      }),
    );
    await this.links.send(app, user, 'set-password', token);
    return toAppUserDto(user);
  }

  /**
   * Edits a user. A new address is a new owner of the account: in the same transaction the user's
   * open password links are retired, their sessions end and their password is cleared; once
   * committed, a link to set a password goes to the new address (the old one can no longer sign in).
   */
  async update(owner: Owner, request: UpdateAppUserRequest): Promise<AppUserDto> {
    const app = await this.ownedApp(owner, request.appId);
    const { user, token } = await this.unique(() =>
      this.db.transaction(async (tx) => {
        const current = await this.users.find(app.workspaceId, app.id, request.userId, tx);
        if (!current) throw new AppUsersError('userNotFound');
        const emailChanged = current.email !== request.email;
        const user = await this.users.update(tx, app.workspaceId, app.id, current.id, {
          name: request.name,
          email: request.email,
          // Left out: the user keeps their permission.
          ...(request.permissions ? { permissions: request.permissions } : {}),
          ...(emailChanged ? { passwordHash: null } : {}),
        });
        if (!user) throw new AppUsersError('userNotFound');
        if (!emailChanged) return { user, token: null };
        await this.tokens.retireAll(tx, user.id, new Date());
        await this.sessions.endAll(tx, user);
        return { user, token: await this.links.issue(tx, user, 'set-password') };
      }),
    );
    if (token) await this.links.send(app, user, 'set-password', token);
    return toAppUserDto(user);
  }

  async remove(owner: Owner, appId: string, userId: string): Promise<void> {
    const app = await this.ownedApp(owner, appId);
    if (!(await this.users.delete(app.workspaceId, app.id, userId)))
      throw new AppUsersError('userNotFound');
  }

  /**
   * The app when it is in the owner's workspace and the session may touch it (an app-editor
   * session only its own app); "App not found." otherwise, revealing nothing.
   */
  private async ownedApp(owner: Owner, appId: string): Promise<HostApp> {
    if (owner.appId && owner.appId !== appId) throw new AppUsersError('appNotFound');
    const app = await this.apps.find(owner.workspaceId, appId);
    if (!app) throw new AppUsersError('appNotFound');
    return app;
  }

  /** Two users of one app cannot share an address; the unique index settles races. */
  private async unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppUsersError('emailTaken');
      throw error;
    }
  }
}
