export * from './routes/tenant-resolver.service.js';
export * from './routes/tenant-route.js';
export * from './tenancy.module.js';
