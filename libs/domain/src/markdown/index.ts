export * from './fill-markdown-template.js';
export * from './form-default-value.js';
