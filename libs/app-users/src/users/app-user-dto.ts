import type { AppSessionUser, AppUserDto } from '@tessera/contracts';
import type { AppUser } from '@tessera/platform';
import type { AppUserRow } from './app-users.repository.js';

/** A row as the Users popup lists it: created_at in seconds. */
export function toAppUserDto(row: AppUserRow): AppUserDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    permissions: row.permissions,
    created_at: Math.floor(row.createdAt.getTime() / 1000),
  };
}

/** The signed-in user as the viewer sees them (no ids of the workspace). */
export function toSessionUser(user: AppUser | AppUserRow): AppSessionUser {
  return { id: user.id, name: user.name, email: user.email, permissions: user.permissions };
}
