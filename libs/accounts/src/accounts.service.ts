import { Inject, Injectable } from '@nestjs/common';
import type { AdminUser, AuthUser, SignInRequest, SignUpRequest } from '@tessera/contracts';
import {
  DATABASE,
  decoyHash,
  hashPassword,
  recordEvent,
  verifyPassword,
  type Database,
} from '@tessera/platform';
import { AccountsError } from './accounts.errors.js';
import { AccountsRepository, type AccountRow } from './accounts.repository.js';

export type NewAccount = { accountId: string; workspaceId: string };

@Injectable()
export class AccountsService {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    private readonly accounts: AccountsRepository,
  ) {}

  /**
   * Creates the owner account, its workspace ("<name or email>'s workspace", free plan) and the
   * owner membership, with the `workspace.created` event, in one transaction.
   */
  async signUp(input: SignUpRequest): Promise<NewAccount> {
    const email = normaliseEmail(input.email);
    const name = input.name.trim();
    if (await this.accounts.findByEmail(email)) throw new AccountsError('emailTaken');
    const passwordHash = await hashPassword(input.password);
    try {
      return await this.db.transaction(async (tx) => {
        const account = await this.accounts.insertAccount(tx, { email, name, passwordHash });
        const workspaceId = await this.accounts.insertWorkspace(tx, `${name || email}'s workspace`);
        await this.accounts.insertMembership(tx, workspaceId, account.id);
        await recordEvent(tx, 'workspace.created', { workspaceId, accountId: account.id });
        return { accountId: account.id, workspaceId };
      });
    } catch (error) {
      // Two sign-ups racing for one address: the unique index decides.
      if (isUniqueViolation(error)) throw new AccountsError('emailTaken');
      throw error;
    }
  }

  /** The account behind an e-mail and password; the same refusal whichever of the two is wrong. */
  async authenticate(input: SignInRequest): Promise<AccountRow> {
    const account = await this.accounts.findByEmail(normaliseEmail(input.email));
    const matches = await verifyPassword(
      input.password,
      account?.passwordHash ?? (await decoyHash()),
    );
    if (!account || !matches) throw new AccountsError('invalidCredentials');
    return account;
  }

  /** Grants the admin role (used by the demo seeder and operators' tooling). */
  async makeAdmin(accountId: string): Promise<void> {
    if (!(await this.accounts.setAdmin(accountId, true)))
      throw new AccountsError('accountNotFound');
  }

  async user(accountId: string, workspaceId?: string): Promise<AuthUser> {
    const account = await this.accounts.findById(accountId);
    const home = workspaceId ?? (await this.accounts.findHomeWorkspaceId(accountId));
    if (!account || !home) throw new AccountsError('signInRequired');
    return {
      id: account.id,
      email: account.email,
      name: account.name,
      workspaceId: home,
      isAdmin: account.isAdmin,
      isReviewer: account.isReviewer,
      tourSettled: account.tourSettledAt !== null,
    };
  }

  /** The dashboard's first-run tour is not offered to this owner again. */
  async settleTour(accountId: string): Promise<void> {
    await this.accounts.settleTour(accountId);
  }

  async listUsers(): Promise<AdminUser[]> {
    const rows = await this.accounts.listWithWorkspaceCounts();
    return rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      workspaces: Number(row.workspaces),
    }));
  }

  /** Grants or takes back the reviewer role; the account as the admin's list shows it. */
  async setReviewer(accountId: string, isReviewer: boolean): Promise<AdminUser> {
    if (!(await this.accounts.setReviewer(accountId, isReviewer)))
      throw new AccountsError('accountNotFound');
    const user = (await this.listUsers()).find((row) => row.id === accountId);
    if (!user) throw new AccountsError('accountNotFound');
    return user;
  }
}

function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Postgres' unique_violation, whether the driver error is thrown as is or wrapped by Drizzle. */
function isUniqueViolation(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return code === '23505' || isUniqueViolation(cause, depth + 1);
}
