/** The publishing texts of the spec (publishing-marketplace-users §4, §5, §8), word for word. */
export const PUBLISHING_MESSAGES = {
  autoSaving: 'Auto-saving privacy settings...',
  autoSaveFailed: 'Failed to automatically save settings. Please try again.',
  noAppName: 'Unable to determine app name',
  noAppInfo: 'Unable to get app information',
  publishFailed: 'Failed to public. Please try again.',
  loadingUsers: 'Loading users...',
  noUsers: 'No users found.',
  fillNameAndEmail: 'Please fill in both Name and Email.',
  /** The spec's `{email}` is an example of a valid address, not the text that was refused. */
  invalidEmail: (example = 'name@example.com') =>
    `Please enter a valid Email address (e.g., ${example}).`,
  loadUsersFailed: (reason: string) => `Failed to load users: ${reason}`,
  updateUserFailed: (reason: string) => `Failed to update user: ${reason}`,
  deleteUserFailed: (reason: string) => `Failed to delete user: ${reason}`,
} as const;

/** Timings of the Privacy Settings dialog (publishing §9), in milliseconds. */
export const PRIVACY_TIMINGS = {
  autoSaveMessageMs: 2000,
  closeAfterSaveMs: 1000,
  savedMessageMs: 3000,
} as const;
