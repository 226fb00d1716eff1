export * from './accounts.errors.js';
export * from './accounts.module.js';
export * from './accounts.service.js';
export * from './admin/admin-only.decorator.js';
export * from './sessions/request-session.js';
export * from './sessions/session-cookies.js';
export * from './sessions/session-token.js';
export * from './sessions/session.guard.js';
export { SessionsService } from './sessions/sessions.service.js';
