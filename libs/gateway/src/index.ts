export * from './create-gateway.js';
export * from './gateway.module.js';
