import { z } from 'zod';

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Please enter a valid email address.' }));

export const passwordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters.')
  .max(200, 'Password must be at most 200 characters.');

export const signUpRequestSchema = z.object({
  name: z.string().trim().max(120).default(''),
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const signInRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Please enter your password.'),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** POST /api/auth/forgot-password: e-mails a link to choose a new password, if an account uses it. */
export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
/** POST /api/auth/reset-password: the link's token and the new password. */
export const resetPasswordRequestSchema = z.object({
  token: z.string().min(1).max(200),
  password: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export const messageResponseSchema = z.object({ message: z.string() });

/** POST /api/auth {token}: exchanges a one-time hand-off token for a session on the calling host. */
export const tokenExchangeRequestSchema = z.object({ token: z.string().min(1) });
export const tokenResponseSchema = z.object({ token: z.string() });

/** Auth user (spec: id, email) plus what the shell needs. */
export const authUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  workspaceId: z.string(),
  isAdmin: z.boolean(),
  /** Works the marketplace's moderation queue. */
  isReviewer: z.boolean(),
  /** Took or declined the dashboard's first-run tour (on any browser): it is not offered again. */
  tourSettled: z.boolean(),
});
export type AuthUser = z.infer<typeof authUserSchema>;
export const authUserResponseSchema = z.object({ user: authUserSchema });

/** GET /api/auth/handoff?appId=: a one-time token (60 s) to open an app's own host as its editor. */
export const handoffResponseSchema = z.object({ token: z.string(), url: z.string() });

/** The expiring admin session (spec §6): the browser keeps the flag with this expiry. */
export const adminSessionResponseSchema = z.object({
  admin: z.literal(true),
  expiresAt: z.number(),
});

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
  isReviewer: z.boolean(),
  createdAt: z.string(),
  workspaces: z.number(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersResponseSchema = z.object({ users: z.array(adminUserSchema) });

/** PUT /api/admin/users/{id}/reviewer: grants or takes back the reviewer role. */
export const reviewerRoleRequestSchema = z.object({ isReviewer: z.boolean() });
export type ReviewerRoleRequest = z.infer<typeof reviewerRoleRequestSchema>;
export const adminUserResponseSchema = z.object({ user: adminUserSchema });
