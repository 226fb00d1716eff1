import {
  applyDecorators,
  Injectable,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { defineErrors } from './app-error.js';
import './viewer.js';

export const ReviewerError = defineErrors('Reviewer', {
  reviewerRequired: [403, 'Only marketplace reviewers can open the review queue.'],
});

export const REVIEWER_ONLY = 'tessera:reviewer-only';

/**
 * Here rather than in the accounts library so that the marketplace service can use it without
 * depending on another service. Runs after the global session guard: requires an account holding the reviewer role, signed in
 * on the dashboard (an app-editor session, valid on one app's host, never reviews).
 */
@Injectable()
export class ReviewerGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const owner = context.switchToHttp().getRequest<FastifyRequest>().owner;
    if (owner?.isReviewer && owner.appId === null) return true;
    throw new ReviewerError('reviewerRequired');
  }
}

/** Marks a route of the moderation queue: a signed-in owner who is not a reviewer gets 403. */
export const ReviewerOnly = () =>
  applyDecorators(SetMetadata(REVIEWER_ONLY, true), UseGuards(ReviewerGuard));
