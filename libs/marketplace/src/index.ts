export * as marketplaceSchema from './db/schema.js';
export * from './marketplace-queries.js';
export * from './marketplace-service.module.js';
export * from './marketplace.errors.js';
export * from './marketplace.module.js';
export * from './ports/marketplace-ports.js';
