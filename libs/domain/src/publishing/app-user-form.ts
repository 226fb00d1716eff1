import { PUBLISHING_MESSAGES } from './publishing-messages.js';

/** The simple address pattern of the Add User / Edit User form. */
const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type AppUserFormInput = { name: string; email: string };

/**
 * Checks the Users popup's form the way the spec orders it: both fields (trimmed) first, then the
 * address pattern. Returns the trimmed values or the message to show.
 */
export function validateAppUserForm(
  input: AppUserFormInput,
): { ok: true; name: string; email: string } | { ok: false; message: string } {
  const name = input.name.trim();
  const email = input.email.trim();
  if (!name || !email) return { ok: false, message: PUBLISHING_MESSAGES.fillNameAndEmail };
  if (!SIMPLE_EMAIL.test(email)) {
    return { ok: false, message: PUBLISHING_MESSAGES.invalidEmail() };
  }
  return { ok: true, name, email };
}
