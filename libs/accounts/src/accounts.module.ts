import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TenancyModule } from '@tessera/tenancy';
import { AccountsRepository } from './accounts.repository.js';
import { AccountsService } from './accounts.service.js';
import { AdminGuard } from './admin/admin-only.decorator.js';
import { AdminController } from './admin/admin.controller.js';
import { AdminService } from './admin/admin.service.js';
import { AuthController } from './auth/auth.controller.js';
import { AuthService } from './auth/auth.service.js';
import { HandoffService } from './auth/handoff.service.js';
import { SessionCookies } from './sessions/session-cookies.js';
import { SessionGuard } from './sessions/session.guard.js';
import { SessionsRepository } from './sessions/sessions.repository.js';
import { SessionsService } from './sessions/sessions.service.js';
import { SignInLimiter } from './sign-in/sign-in-limiter.js';

/** Owner accounts, sessions (the global session guard), the hand-off to app hosts, and admin. */
@Module({
  imports: [TenancyModule],
  controllers: [AuthController, AdminController],
  providers: [
    AccountsRepository,
    AccountsService,
    AdminGuard,
    AdminService,
    AuthService,
    HandoffService,
    SessionCookies,
    SessionsRepository,
    SessionsService,
    SignInLimiter,
    { provide: APP_GUARD, useClass: SessionGuard },
  ],
  exports: [AccountsService, AdminGuard, SessionsService],
})
export class AccountsModule {}
