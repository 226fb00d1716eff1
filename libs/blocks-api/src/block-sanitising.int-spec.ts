import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { SAFE_LINK_MESSAGE } from '@tessera/domain';
import { useTestGateway } from '@tessera/gateway/testing';
import { testDatabaseAdapters } from '@tessera/platform';
import { insertSpreadsheet, signedInOwner, type SignedIn } from './testing/builder-test-kit.js';

// Jest reads testTimeout only globally, not per project: integration files set their own.
jest.setTimeout(60_000);

type Block = { id: string; type: string; settings: Record<string, unknown> };

const SHOP_HOST = 'shop.localhost:3000';
const MXSS = '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>';
/** What a browser would run or follow if any reader inserted the stored value as HTML. */
const LIVE_MARKUP = /<script|<style|<svg|<math|\son\w+\s*=|javascript:|data:text/i;

describe.each(testDatabaseAdapters('block_sanitising'))(
  'HTML-capable block settings on %s',
  (_name, options) => {
    const gateway = useTestGateway(options);

    let owner: SignedIn;
    let homePageId: string;
    beforeEach(async () => {
      owner = await signedInOwner(gateway.db);
      const spreadsheetId = await insertSpreadsheet(gateway.db, owner.workspaceId);
      const created = await call(owner.cookie, 'POST', '/api/apps', {
        title: 'Shop',
        name: 'shop',
        spreadsheetId,
      });
      const appId = created.json<{ app: { id: string } }>().app.id;
      await call(owner.cookie, 'PATCH', `/api/apps/${appId}/settings`, { public: true });
      const pages = await call(owner.cookie, 'GET', `/api/pages/${appId}`);
      homePageId = pages.json<{ pages: { id: string }[] }>().pages[0]!.id;
    });

    const call = gateway.call;

    const addBlock = async (type: string, settings: Record<string, unknown>) => {
      const res = await call(owner.cookie, 'POST', '/api/blocks', {
        pageId: homePageId,
        type,
        settings,
      });
      expect(res.statusCode).toBe(201);
      return res.json<{ block: Block }>().block;
    };
    /** The page store as an anonymous visitor of the published app reads it. */
    const visitorBlocks = async () => {
      const res = await call(
        null,
        'POST',
        '/api/page/update-metadata?board=/',
        undefined,
        SHOP_HOST,
      );
      expect(res.statusCode).toBe(200);
      return res.json<{ blocks: Block[] }>().blocks;
    };
    const visitorBlock = async (id: string) =>
      (await visitorBlocks()).find((block) => block.id === id)!.settings;

    it('stores and serves a hostile header title sanitised', async () => {
      const header = await addBlock('header', {
        title: '<svg><script>alert(1)</script></svg>Top',
        HeaderTitle: 'Acme <img src=x onerror=alert(1)>',
      });
      expect(header.settings).toMatchObject({ title: 'Top', HeaderTitle: 'Acme ' });

      const res = await call(owner.cookie, 'PUT', `/api/blocks/${header.id}`, {
        settings: { HeaderTitle: `Acme ${MXSS}` },
      });
      expect(res.statusCode).toBe(200);
      const served = await visitorBlock(header.id);
      expect(served['HeaderTitle']).toMatch(/^Acme /);
      expect(JSON.stringify(served)).not.toMatch(LIVE_MARKUP);
    });

    it('stores and serves hostile footer texts sanitised, and keeps plain text as written', async () => {
      const footer = await addBlock('footer', {
        FooterTitle: 'Smith & Sons',
        FooterSubtitle: '<a href="JaVaScRiPt:alert(1)" onclick="alert(1)">Contact</a>',
        FooterDescription: '<svg><script>alert(1)</script></svg>' + MXSS,
        copyrightText: '<a href="&#106;avascript:alert(1)">© Acme</a>',
      });
      const served = await visitorBlock(footer.id);
      expect(served).toMatchObject({
        FooterTitle: 'Smith & Sons',
        FooterSubtitle: 'Contact',
        copyrightText: '© Acme',
      });
      expect(JSON.stringify(served)).not.toMatch(LIVE_MARKUP);
    });

    it('stores a markdown body with hostile HTML as its sanitised rendering', async () => {
      const markdown = await addBlock('markdown', {
        body: '# Hi\n\n<img src=x onerror=alert(1)> [x](javascript:alert(1))',
      });
      const served = await visitorBlock(markdown.id);
      expect(served['body']).toContain('<h1>Hi</h1>');
      expect(JSON.stringify(served)).not.toMatch(LIVE_MARKUP);
    });

    it.each([
      ['JaVaScRiPt:alert(1)'],
      ['java\tscript:alert(1)'],
      ['&#106;avascript:alert(1)'],
      ['\u0001javascript:alert(1)'],
      ['data:text/html,<script>alert(1)</script>'],
      ['vbscript:msgbox(1)'],
      ['//evil.example'],
      ['/\\evil.example'],
    ])('refuses the footer link %j with the message, storing nothing', async (url) => {
      const footer = await addBlock('footer', {});
      for (const settings of [
        { simpleLinks: [{ text: 'Home', url }] },
        { footerSublinks: [{ text: 'Home', url }] },
      ]) {
        const res = await call(owner.cookie, 'PUT', `/api/blocks/${footer.id}`, { settings });
        expect(res.statusCode).toBe(400);
        expect(res.json<{ message: string }>().message).toMatch(
          new RegExp(
            `^\\w+\\.0\\.url: ${SAFE_LINK_MESSAGE.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}$`,
          ),
        );
      }
      const created = await call(owner.cookie, 'POST', '/api/blocks', {
        pageId: homePageId,
        type: 'header',
        settings: { navigationItems: [{ name: 'Docs', linkType: 'external', url }] },
      });
      expect(created.statusCode).toBe(400);
      expect(await visitorBlock(footer.id)).toMatchObject({ simpleLinks: [], footerSublinks: [] });
    });
  },
);
