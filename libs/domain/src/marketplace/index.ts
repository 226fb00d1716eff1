export * from './image-rules.js';
export * from './marketplace-messages.js';
export * from './marketplace-rules.js';
export * from './submission-rules.js';
