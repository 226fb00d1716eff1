import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { insertSpreadsheet, signedInOwner, type SignedIn } from '@tessera/blocks-api/testing';
import { SAFE_LINK_MESSAGE } from '@tessera/domain';
import { useTestGateway } from '@tessera/gateway/testing';
import { testDatabaseAdapters } from '@tessera/platform';

// Jest reads testTimeout only globally, not per project: integration files set their own.
jest.setTimeout(60_000);

/** What a browser would run or follow if any reader inserted the stored value as HTML. */
const LIVE_MARKUP = /<script|<style|<svg|<math|\son\w+\s*=|javascript:|data:text/i;

describe.each(testDatabaseAdapters('board_sanitising'))(
  'board settings that may hold HTML or links on %s',
  (_name, options) => {
    const gateway = useTestGateway(options);

    let owner: SignedIn;
    let boardId: string;
    beforeEach(async () => {
      owner = await signedInOwner(gateway.db);
      const spreadsheetId = await insertSpreadsheet(gateway.db, owner.workspaceId);
      const res = await put('/api/boards', { name: 'Shop', spreadsheetId }, 'POST');
      expect(res.statusCode).toBe(201);
      boardId = res.json<{ board: { id: string } }>().board.id;
    });

    const put = (url: string, payload: Record<string, unknown>, method: 'PUT' | 'POST' = 'PUT') =>
      gateway.app.inject({ method, url, headers: { cookie: owner.cookie }, payload });

    it('stores hostile title, hero and copyright texts sanitised; a guest reads them so', async () => {
      const res = await put(`/api/boards/${boardId}`, {
        public: true,
        title: 'Smith & Sons',
        hero: 'Welcome <img src=x onerror=alert(1)>',
        footer: {
          copyrightText: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
        },
      });
      expect(res.statusCode).toBe(200);
      const guest = await gateway.app.inject({
        method: 'POST',
        url: '/api/board/update-metadata?board=/shop',
      });
      const served = guest.json<Record<string, unknown>>();
      expect(served).toMatchObject({ title: 'Smith & Sons', hero: 'Welcome ' });
      expect(JSON.stringify(served)).not.toMatch(LIVE_MARKUP);
    });

    it.each([
      ['logo', { logo: 'JaVaScRiPt:alert(1)' }],
      ['hero_image', { hero_image: 'data:image/svg+xml,<svg onload=alert(1)>' }],
      ['footer.logo', { footer: { logo: 'java\tscript:alert(1)' } }],
      [
        'footer.socialMediaIcons.0.url',
        { footer: { socialMediaIcons: [{ iconType: 'x', icon: 'x', url: '//evil.example' }] } },
      ],
    ])('refuses a bad %s link with the message', async (field, settings) => {
      const res = await put(`/api/boards/${boardId}`, settings);
      expect(res.statusCode).toBe(400);
      // The message as owners read it; the field it is about in `issues`.
      expect(res.json()).toMatchObject({
        message: SAFE_LINK_MESSAGE,
        issues: [{ path: field, message: SAFE_LINK_MESSAGE }],
      });
    });
  },
);
