import {
  applyDecorators,
  Injectable,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AccountsError } from '../accounts.errors.js';
import '../sessions/request-session.js';

export const ADMIN_ONLY = 'tessera:admin-only';

/** Runs after the global session guard: requires a valid, unexpired admin session. */
@Injectable()
export class AdminGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (request.adminSession) return true;
    throw new AccountsError('adminRequired');
  }
}

/** Marks an admin-only route: a signed-in owner without an admin session gets 403. */
export const AdminOnly = () =>
  applyDecorators(SetMetadata(ADMIN_ONLY, true), UseGuards(AdminGuard));
