export * from './domains/dns-txt-resolver.port.js';
export * from './routes/tenant-resolver.service.js';
export * from './routes/tenant-route.js';
export * from './tenancy.errors.js';
export * from './tenancy-service.module.js';
export * from './tenancy.module.js';
export * from './published-pages/index.js';
