export * from './app-access.js';
export * from './app-user-form.js';
export * from './app-user-permissions.js';
export * from './publishing-messages.js';
export * from './sign-in-methods.js';
export * from './embed-settings.js';
