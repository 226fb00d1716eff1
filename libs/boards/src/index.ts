export * from './board-dto.js';
export * from './board-slug.js';
export * from './boards.errors.js';
export * from './boards.module.js';
export { BoardsRepository } from './boards.repository.js';
export * from './boards.service.js';
export * from './store-context/store-context.service.js';
export * from './unique-violation.js';
