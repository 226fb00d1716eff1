import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC = 'tessera:public';

/**
 * Marks a route that anyone may call. Every other route needs a session: the global session guard
 * refuses it otherwise, and a test lists all routes and fails on any without a guard or this marker.
 * Public routes still see the caller (`@CurrentViewer()`) when a session exists.
 */
export const Public = () => SetMetadata(IS_PUBLIC, true);
