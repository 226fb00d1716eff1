import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../config/config.js';

describe('session cookie names', () => {
  it('carry the __Host- prefix when BASE_URL is https', () => {
    expect(loadConfig({ BASE_URL: 'https://tessera.example' }).sessionCookies).toEqual({
      owner: '__Host-tessera_session',
      admin: '__Host-tessera_admin',
      appUser: '__Host-tessera_app_user',
    });
  });

  it('keep the plain names over http, where a browser would refuse a __Host- cookie', () => {
    expect(loadConfig({ BASE_URL: 'http://localhost:3000' }).sessionCookies).toEqual({
      owner: 'tessera_session',
      admin: 'tessera_admin',
      appUser: 'tessera_app_user',
    });
  });
});
