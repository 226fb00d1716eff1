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
import { PasswordResetController } from './password-reset/password-reset.controller.js';
import { PasswordResetService } from './password-reset/password-reset.service.js';
import { PasswordResetsRepository } from './password-reset/password-resets.repository.js';
import { SessionCookies } from './sessions/session-cookies.js';
import { SessionGuard } from './sessions/session.guard.js';
import { SessionsRepository } from './sessions/sessions.repository.js';
import { SessionsService } from './sessions/sessions.service.js';
import { SignInLimiter } from './sign-in/sign-in-limiter.js';

/**
 * Owner accounts, sessions (the global session guard), password resets by e-mail, the hand-off to
 * app hosts, and admin.
 */
@Module({
  imports: [TenancyModule],
  controllers: [AuthController, AdminController, PasswordResetController],
  providers: [
    AccountsRepository,
    AccountsService,
    AdminGuard,
    AdminService,
    AuthService,
    HandoffService,
    PasswordResetService,
    PasswordResetsRepository,
    SessionCookies,
    SessionsRepository,
    SessionsService,
    SignInLimiter,
    { provide: APP_GUARD, useClass: SessionGuard },
  ],
  exports: [AccountsService, AdminGuard, SessionsService],
})
export class AccountsModule {}
