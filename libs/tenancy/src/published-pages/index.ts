export * from './embed-policy.js';
export * from './inline-page-html.js';
export * from './published-page-cache.js';
export * from './published-page-source.js';
export * from './published-pages.module.js';
export * from './published-pages.service.js';
export * from './web-templates.js';
