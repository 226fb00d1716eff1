export * from './home-page.js';
export * from './panels.js';
export * from './sections.js';
export * from './store-defaults.js';
export * from './tempo-block.js';
export * from './new-tempo-block.js';
export * from './copy-name.js';
export * from './starting-settings.js';
