export * from './workspaces.errors.js';
export * from './workspaces.module.js';
export * from './workspaces.service.js';
