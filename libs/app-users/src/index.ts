export * from './app-users.errors.js';
export * from './app-users.module.js';
export * from './auth/app-user-cookies.js';
export * from './auth/app-user-session.guard.js';
export * from './auth/password-links.js';
export * from './host-apps/host-apps.service.js';
export * from './host-apps/sign-in-required.error.js';
export { toSessionUser } from './users/app-user-dto.js';
