import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { TenancyModule } from '@tessera/tenancy';
import { AppAuthController } from './auth/app-auth.controller.js';
import { AppAuthService } from './auth/app-auth.service.js';
import { AppSessionsRepository } from './auth/app-sessions.repository.js';
import { AppSessionsService } from './auth/app-sessions.service.js';
import { AppSignInLimiter } from './auth/app-sign-in-limiter.js';
import { AppUserCookies } from './auth/app-user-cookies.js';
import { AppUserSessionGuard } from './auth/app-user-session.guard.js';
import { AppUserTokensRepository } from './auth/app-user-tokens.repository.js';
import { PasswordLinks } from './auth/password-links.js';
import { HostAppCache } from './host-apps/host-app-cache.js';
import { HostAppsRepository } from './host-apps/host-apps.repository.js';
import { HostApps } from './host-apps/host-apps.service.js';
import { AppUsersController } from './users/app-users.controller.js';
import { AppUsersRepository } from './users/app-users.repository.js';
import { AppUsersService } from './users/app-users.service.js';

/**
 * The users of published apps: the owner's Users popup, app sign-in on the app's host, the
 * app-user session (a global guard setting `request.appUser`), and HostApps, which the page and
 * data routes use to decide what a visitor may do.
 */
@Module({
  imports: [TenancyModule],
  controllers: [AppUsersController, AppAuthController],
  providers: [
    AppAuthService,
    AppSessionsRepository,
    AppSessionsService,
    AppSignInLimiter,
    AppUserCookies,
    AppUserSessionGuard,
    AppUserTokensRepository,
    AppUsersRepository,
    AppUsersService,
    HostAppCache,
    HostApps,
    HostAppsRepository,
    PasswordLinks,
    { provide: APP_GUARD, useExisting: AppUserSessionGuard },
  ],
  exports: [HostApps, AppUserSessionGuard],
})
export class AppUsersModule {}
