export * as billingSchema from './db/schema.js';
export * from './billing-queries.js';
export * from './billing-service.module.js';
export * from './billing.errors.js';
export * from './billing.module.js';
export * from './ports/billing-ports.js';
