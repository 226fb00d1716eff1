/** An app user's access (publishing §3): 'read' or 'read-write', shown Read and Read-Write. */
export const APP_USER_PERMISSIONS = ['read', 'read-write'] as const;
export type AppUserPermission = (typeof APP_USER_PERMISSIONS)[number];

export const APP_USER_PERMISSION_LABELS: Record<AppUserPermission, string> = {
  read: 'Read',
  'read-write': 'Read-Write',
};

/** Anything but 'read-write' is treated as Read (publishing §5, User form). */
export function toAppUserPermission(value: unknown): AppUserPermission {
  return value === 'read-write' ? 'read-write' : 'read';
}
