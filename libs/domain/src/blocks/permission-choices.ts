import { z } from 'zod';

/** Who may add rows, edit fields or see action buttons (block-configuration §6). */
export const PERMISSION_CHOICES = ['Admins', 'Admins & Guests', 'None', 'Everyone'] as const;
export type PermissionChoice = (typeof PERMISSION_CHOICES)[number];

export const permissionChoiceSchema = z.enum(PERMISSION_CHOICES);
