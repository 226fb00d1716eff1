import { describe, expect, it } from '@jest/globals';
import { memoryStorage } from '../../testing/memoryStorage.js';
import {
  ADMIN_EXPIRES_KEY,
  ADMIN_FLAG_KEY,
  adminGuardRedirect,
  adminLoginPath,
  clearAdminSession,
  hasValidAdminSession,
  storeAdminSession,
} from './adminSession.js';

const NOW = 1_700_000_000_000;

describe('admin session flag', () => {
  it('is valid while its expiry is in the future', () => {
    const storage = memoryStorage();
    storeAdminSession(storage, NOW + 60_000);
    expect(hasValidAdminSession(storage, NOW)).toBe(true);
  });

  it('is cleared once expired', () => {
    const storage = memoryStorage();
    storeAdminSession(storage, NOW);
    expect(hasValidAdminSession(storage, NOW)).toBe(false);
    expect(storage.snapshot()).toEqual({});
  });

  it('is missing without the flag, or with a broken expiry', () => {
    expect(hasValidAdminSession(memoryStorage(), NOW)).toBe(false);
    const broken = memoryStorage({ [ADMIN_FLAG_KEY]: 'true', [ADMIN_EXPIRES_KEY]: 'soon' });
    expect(hasValidAdminSession(broken, NOW)).toBe(false);
    expect(broken.snapshot()).toEqual({});
  });

  it('is forgotten on clear', () => {
    const storage = memoryStorage();
    storeAdminSession(storage, NOW + 1000);
    clearAdminSession(storage);
    expect(hasValidAdminSession(storage, NOW)).toBe(false);
  });
});

describe('admin guard', () => {
  it('sends visitors without a flag to /admin-login with the original full path', () => {
    const target = adminGuardRedirect(
      'http://localhost:3000/dashboard/users/42?tab=apps',
      memoryStorage(),
      NOW,
    );
    expect(target).toBe('/admin-login?redirect=%2Fdashboard%2Fusers%2F42%3Ftab%3Dapps');
    expect(new URLSearchParams(target!.split('?')[1]).get('redirect')).toBe(
      '/dashboard/users/42?tab=apps',
    );
  });

  it('lets an admin with an unexpired flag in', () => {
    const storage = memoryStorage();
    storeAdminSession(storage, NOW + 1000);
    expect(adminGuardRedirect('http://localhost:3000/dashboard/users', storage, NOW)).toBeNull();
  });

  it('builds the sign-in path', () => {
    expect(adminLoginPath('/admin')).toBe('/admin-login?redirect=%2Fadmin');
  });
});
