import { z } from 'zod';
import { APP_USER_PERMISSIONS, SIGN_IN_METHODS } from '@tessera/domain';
import { appNameSchema } from './apps.js';
import { emailSchema, passwordSchema } from './auth.js';

// ---- Privacy Settings (publishing §2, §7): GET / PUT /api/apps/{id} ----

export const signInMethodSchema = z.enum(SIGN_IN_METHODS);

/** PUT /api/apps/{id}: the Privacy Settings dialog's Save (and its auto-save when made private). */
export const updateAppPrivacyRequestSchema = z.object({
  public: z.boolean(),
  /** The subdomain label; renaming keeps the old name redirecting. Omitted: unchanged. */
  publishUrl: appNameSchema.optional(),
  sign_in_method: signInMethodSchema.optional(),
});
export type UpdateAppPrivacyRequest = z.infer<typeof updateAppPrivacyRequestSchema>;

// ---- Custom domains: /api/apps/{id}/domains ----

/** A host name an owner controls: lowercase labels, at least two, no port, not an IP address. */
export const customDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^(?=.*[a-z])(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
    'Please enter a domain name such as app.example.com.',
  );

export const addAppDomainRequestSchema = z.object({ domain: customDomainSchema });

export const appDomainSchema = z.object({
  id: z.string(),
  domain: z.string(),
  verified: z.boolean(),
  /** The DNS record that proves the owner controls the domain. */
  verification: z.object({ type: z.literal('TXT'), name: z.string(), value: z.string() }),
  /** Where the domain must point (CNAME) to reach Tessera. */
  target: z.string(),
});
export type AppDomainDto = z.infer<typeof appDomainSchema>;
export const appDomainResponseSchema = z.object({ domain: appDomainSchema });
export const appDomainsResponseSchema = z.object({ domains: z.array(appDomainSchema) });

/**
 * The TLS edge's question before it issues a certificate on demand for a host it was asked for
 * (operators' `customDomains` edge, see charts/tessera): only a verified custom domain of an app
 * answers 200, so strangers cannot make it request certificates for names that are not Tessera's.
 */
export const customDomainCertificateQuerySchema = z.object({
  domain: z.string().trim().toLowerCase().min(1).max(253),
});
export const customDomainCertificateResponseSchema = z.object({ domain: z.string() });

// ---- Users popup (publishing §2, §3, §7): /api/mutipageapp_users (the spec's spelling) ----

export const appUserPermissionSchema = z
  .string()
  .transform((value) => (value === 'read-write' ? 'read-write' : 'read'))
  .pipe(z.enum(APP_USER_PERMISSIONS));

const appUserNameSchema = z.string().trim().min(1, 'Please fill in both Name and Email.').max(120);

export const createAppUserRequestSchema = z.object({
  appId: z.string().min(1),
  name: appUserNameSchema,
  email: emailSchema,
  permissions: appUserPermissionSchema.default('read'),
});
export type CreateAppUserRequest = z.infer<typeof createAppUserRequestSchema>;

/** An edit that leaves permissions out keeps the user's current one (no default here). */
export const updateAppUserRequestSchema = createAppUserRequestSchema.extend({
  userId: z.string().min(1),
  permissions: appUserPermissionSchema.optional(),
});
export type UpdateAppUserRequest = z.infer<typeof updateAppUserRequestSchema>;

export const deleteAppUserRequestSchema = z.object({
  appId: z.string().min(1),
  userId: z.string().min(1),
});

export const appUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  permissions: z.enum(APP_USER_PERMISSIONS),
  /** Seconds since the epoch; the list is sorted by it, oldest first. */
  created_at: z.number().int(),
});
export type AppUserDto = z.infer<typeof appUserSchema>;
export const appUsersResponseSchema = z.object({ app_users: z.array(appUserSchema) });
export const newAppUserResponseSchema = z.object({ new_app_user: appUserSchema });
export const updatedAppUserResponseSchema = z.object({ updated_user: appUserSchema });

// ---- App sign-in (login, register and forgot-password blocks), on the app's own host ----

export const appSignInRequestSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Please enter your password.'),
});
export const appRegisterRequestSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(120),
  email: emailSchema,
  password: passwordSchema,
});
export const appForgotPasswordRequestSchema = z.object({ email: emailSchema });
/** The e-mailed link's token and the new password (a new user's first, or a reset). */
export const appSetPasswordRequestSchema = z.object({
  token: z.string().min(1).max(128),
  password: passwordSchema,
});

/** The signed-in app user as the viewer sees them. */
export const appSessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  permissions: z.enum(APP_USER_PERMISSIONS),
});
export type AppSessionUser = z.infer<typeof appSessionUserSchema>;
export const appSessionResponseSchema = z.object({ user: appSessionUserSchema.nullable() });
export const appMessageResponseSchema = z.object({ message: z.string() });
