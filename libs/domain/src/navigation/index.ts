export * from './breadcrumbs.js';
export * from './navigation-history.js';
export * from './page-name.js';
