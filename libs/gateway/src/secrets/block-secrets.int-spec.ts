import { afterAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword, schema, SecretBox, testDatabaseAdapters } from '@tessera/platform';
import { eq } from 'drizzle-orm';
import {
  insertSpreadsheet,
  sessionCookie,
  signedInOwner,
  type SignedIn,
} from '@tessera/blocks-api/testing';
import { sheetsSchema } from '@tessera/spreadsheets';
import { useTestGateway } from '../testing/test-gateway.js';
import { resealStoredSecrets } from './reseal-stored-secrets.js';

jest.setTimeout(120_000);

const SECRETS_KEY = randomBytes(32).toString('base64');
const BEARER_TOKEN = 'sk_live_BEARER-7f3a9c2e-never-in-a-response';
const HEADER_VALUE = 'hdr-VALUE-51d0b8e4-never-in-a-response';
const ENDPOINT = 'https://hooks.example.com/orders';
const TOKEN_MESSAGE =
  'The token may hold only printable ASCII characters: no line breaks or other control characters.';

type Block = { id: string; type: string; settings: Record<string, unknown> };
type Action = Record<string, unknown>;

/** A built web app with the published viewer's entry, so app hosts answer pages. */
function writeWebDist(): string {
  const dir = mkdtempSync(join(tmpdir(), 'tessera-secrets-dist-'));
  mkdirSync(join(dir, 'assets'));
  const html = (name: string) =>
    `<!doctype html><html><head><title>Tessera</title></head><body><!-- ${name} --></body></html>`;
  writeFileSync(join(dir, 'index.html'), html('editor'));
  writeFileSync(join(dir, 'viewer.html'), html('viewer'));
  return dir;
}

const apiCall = (title: string, extra: Action): Action => ({
  title,
  type: 'API call',
  api_endpoint: ENDPOINT,
  field_mapping: [{ key: 'task', value: 'Task' }],
  ...extra,
});

/** A table whose buttons call an API with a bearer token and with a custom header. */
const tableWithSecrets = (): Record<string, unknown> => ({
  sheet_title: 'Tasks',
  axis: [{ column: 'Task' }],
  actions: [
    apiCall('Notify', { authorization_method: 'Bearer Token', token: BEARER_TOKEN }),
    apiCall('Sync', {
      authorization_method: 'Custom Header',
      custom_header: 'X-Api-Key',
      token: HEADER_VALUE,
    }),
  ],
});

let sequence = 0;
/** The in-process page cache outlives each test's tables: every app gets its own name. */
const uniqueName = () => `secrets-${Date.now().toString(36)}${(sequence += 1)}`;

describe.each(testDatabaseAdapters('block_secrets'))(
  'secrets of block settings on %s',
  (_kind, options) => {
    const distDir = writeWebDist();
    const gateway = useTestGateway(options, {
      env: { BASE_URL: 'http://localhost:3000', WEB_DIST_DIR: distDir, SECRETS_KEY },
    });
    afterAll(() => rmSync(distDir, { recursive: true, force: true }));

    let owner: SignedIn;
    let stranger: SignedIn;
    let appId: string;
    let appHost: string;
    let boardId: string;
    let boardSlug: string;
    let pageBlock: Block;
    let boardBlock: Block;

    beforeEach(async () => {
      owner = await signedInOwner(gateway.db);
      stranger = await signedInOwner(gateway.db);
      const spreadsheetId = await insertSpreadsheet(gateway.db, owner.workspaceId, [
        { title: 'Tasks', columns: ['Task'], rows: [{ Task: 'Write spec' }] },
      ]);
      const name = uniqueName();
      const app = await call(owner.cookie, 'POST', '/api/apps', {
        title: 'Shop',
        name,
        spreadsheetId,
      });
      expect(app.statusCode).toBe(201);
      appId = app.json<{ app: { id: string } }>().app.id;
      appHost = `${name}.localhost:3000`;
      expect(
        (await call(owner.cookie, 'PUT', `/api/apps/${appId}`, { public: true })).statusCode,
      ).toBe(200);
      const pages = await call(owner.cookie, 'GET', `/api/pages/${appId}`);
      const homeId = pages.json<{ pages: { id: string }[] }>().pages[0]!.id;
      pageBlock = await addBlock({ pageId: homeId, type: 'table', settings: tableWithSecrets() });

      const board = await call(owner.cookie, 'POST', '/api/boards', {
        name: 'Stock',
        slug: `${name}-board`,
        spreadsheetId,
      });
      expect(board.statusCode).toBe(201);
      ({ id: boardId, slug: boardSlug } = board.json<{
        board: { id: string; slug: string };
      }>().board);
      const published = await call(owner.cookie, 'PUT', `/api/boards/${boardId}`, { public: true });
      expect(published.statusCode).toBe(200);
      boardBlock = await addBlock({ boardId, type: 'list', settings: tableWithSecrets() });
    });

    const call = gateway.call;

    async function addBlock(payload: Record<string, unknown>): Promise<Block> {
      const res = await call(owner.cookie, 'POST', '/api/blocks', payload);
      expect(res.statusCode).toBe(201);
      return res.json<{ block: Block }>().block;
    }

    async function storedActions(blockId: string): Promise<Action[]> {
      const [row] = await gateway.db
        .select({ settings: schema.blocks.settings })
        .from(schema.blocks)
        .where(eq(schema.blocks.id, blockId));
      return row!.settings['actions'] as Action[];
    }

    /** Every stored secret in every form the server holds it: plain, and sealed. */
    async function secretStrings(): Promise<string[]> {
      const sealed = (await storedActions(pageBlock.id))
        .concat(await storedActions(boardBlock.id))
        .map((action) => action['token_sealed'])
        .filter((value): value is string => typeof value === 'string');
      expect(sealed).toHaveLength(4);
      return [BEARER_TOKEN, HEADER_VALUE, ...sealed];
    }

    /** The body carries the block (the walk is not vacuous) and no trace of its secrets. */
    async function expectNoSecret(what: string, body: string, blockId: string) {
      expect({ what, carriesBlock: body.includes(blockId) }).toEqual({ what, carriesBlock: true });
      for (const secret of await secretStrings()) {
        expect({ what, leaks: body.includes(secret) }).toEqual({ what, leaks: false });
      }
      for (const trace of ['token_sealed', 'token_ref', '"token"']) {
        expect({ what, trace, found: body.includes(trace) }).toEqual({ what, trace, found: false });
      }
    }

    const pageStore = (cookie: string | null) =>
      call(cookie, 'POST', '/api/page/update-metadata?board=%2F', undefined, appHost);
    const pageHtml = (cookie: string | null) => call(cookie, 'GET', '/', undefined, appHost);
    const boardStore = (cookie: string | null) =>
      call(cookie, 'POST', `/api/board/update-metadata?board=%2F${boardSlug}`);

    async function signedInAppUser(email: string, permissions: 'read' | 'read-write') {
      await gateway.db.insert(schema.appUsers).values({
        workspaceId: owner.workspaceId,
        appId,
        name: email.split('@')[0]!,
        email,
        permissions,
        passwordHash: await hashPassword('correct horse'),
      });
      const res = await call(
        null,
        'POST',
        '/api/app-auth/sign-in',
        { email, password: 'correct horse' },
        appHost,
      );
      expect(res.statusCode).toBe(200);
      const cookie = res.cookies.find((c) => c.name.endsWith('tessera_app_user'))!;
      return `${cookie.name}=${cookie.value}`;
    }

    it('answers no secret to a visitor, an app user (Read, Read-Write) or another owner', async () => {
      // A public app without sign-in: the page HTML carries the page store inline.
      const html = await pageHtml(null);
      expect(html.statusCode).toBe(200);
      expect(html.body).toContain('"api_endpoint"');
      await expectNoSecret('page HTML, visitor', html.body, pageBlock.id);
      await expectNoSecret('page store, visitor', (await pageStore(null)).body, pageBlock.id);
      await expectNoSecret(
        'page HTML, other owner',
        (await pageHtml(stranger.cookie)).body,
        pageBlock.id,
      );
      await expectNoSecret(
        'page store, other owner',
        (await pageStore(stranger.cookie)).body,
        pageBlock.id,
      );
      await expectNoSecret('board store, visitor', (await boardStore(null)).body, boardBlock.id);
      await expectNoSecret(
        'board store, other owner',
        (await boardStore(stranger.cookie)).body,
        boardBlock.id,
      );

      // The same app with app users: each reads the page store and the page.
      const signIn = { public: true, sign_in_method: 'Use password set by user' };
      expect((await call(owner.cookie, 'PUT', `/api/apps/${appId}`, signIn)).statusCode).toBe(200);
      for (const [who, permission] of [
        ['ann@example.com', 'read'],
        ['bob@example.com', 'read-write'],
      ] as const) {
        const cookie = await signedInAppUser(who, permission);
        const store = await pageStore(cookie);
        expect(store.statusCode).toBe(200);
        await expectNoSecret(`page store, ${permission} user`, store.body, pageBlock.id);
        const page = await pageHtml(cookie);
        expect(page.statusCode).toBe(200);
        // Signed-in users get the viewer without inline data: no block to look for.
        for (const secret of await secretStrings()) expect(page.body).not.toContain(secret);
      }
    });

    it("tells the owner's editor only that a token is set, in every answer it gets", async () => {
      const editorOnApp = await sessionCookie(gateway.db, owner.accountId, appId);
      const answers: [string, Block][] = [['create', pageBlock]];
      const updated = await call(owner.cookie, 'PUT', `/api/blocks/${pageBlock.id}`, {
        settings: { ...pageBlock.settings, title: 'Orders' },
      });
      expect(updated.statusCode).toBe(200);
      answers.push(['update', updated.json<{ block: Block }>().block]);
      const store = await call(
        editorOnApp,
        'POST',
        '/api/page/update-metadata?board=%2F',
        undefined,
        appHost,
      );
      expect(store.json<{ can_edit: boolean }>().can_edit).toBe(true);
      const inStore = store.json<{ blocks: Block[] }>().blocks.find((b) => b.id === pageBlock.id)!;
      answers.push(['page store', inStore]);
      const board = await boardStore(owner.cookie);
      answers.push([
        'board store',
        board.json<{ blocks: Block[] }>().blocks.find((b) => b.id === boardBlock.id)!,
      ]);

      for (const [what, block] of answers) {
        const actions = block.settings['actions'] as Action[];
        for (const action of actions) {
          expect({ what, token: action['token'], set: typeof action['token_ref'] }).toEqual({
            what,
            token: '',
            set: 'string',
          });
          expect(action['token_sealed']).toBeUndefined();
        }
      }
      for (const body of [updated.body, store.body, board.body]) {
        for (const secret of await secretStrings()) expect(body).not.toContain(secret);
      }
      // Saved without entering the tokens again (as the form does): both are kept.
      const sealed = (await storedActions(pageBlock.id)).map((a) => a['token_sealed']);
      expect(sealed).toEqual([expect.stringMatching(/^v1\./), expect.stringMatching(/^v1\./)]);
    });

    it('stores each token sealed with SECRETS_KEY, never in clear', async () => {
      const box = new SecretBox({ key: SECRETS_KEY });
      const actions = await storedActions(pageBlock.id);
      expect(actions.map((a) => a['token'])).toEqual(['', '']);
      expect(JSON.stringify(actions)).not.toContain(BEARER_TOKEN);
      expect(JSON.stringify(actions)).not.toContain(HEADER_VALUE);
      expect(await box.open(actions[0]!['token_sealed'] as string)).toBe(BEARER_TOKEN);
      expect(await box.open(actions[1]!['token_sealed'] as string)).toBe(HEADER_VALUE);
    });

    it('clears a token when the endpoint changes unless it is entered again', async () => {
      const [notify, sync] = pageBlock.settings['actions'] as Action[];
      const before = await storedActions(pageBlock.id);
      const save = (actions: Action[]) =>
        call(owner.cookie, 'PUT', `/api/blocks/${pageBlock.id}`, {
          settings: { ...pageBlock.settings, actions },
        });

      const moved = await save([
        { ...notify, api_endpoint: 'https://elsewhere.example.com/hook' },
        { ...sync, api_endpoint: 'https://elsewhere.example.com/hook', token: 'new-header-value' },
      ]);
      expect(moved.statusCode).toBe(200);
      const answered = moved.json<{ block: Block }>().block.settings['actions'] as Action[];
      expect(answered[0]!['token_ref']).toBeUndefined();
      expect(typeof answered[1]!['token_ref']).toBe('string');
      const after = await storedActions(pageBlock.id);
      expect(after[0]!['token_sealed']).toBeUndefined();
      const box = new SecretBox({ key: SECRETS_KEY });
      expect(await box.open(after[1]!['token_sealed'] as string)).toBe('new-header-value');

      // A reference taken from another block does not bring that block's token along.
      const borrowed = (boardBlock.settings['actions'] as Action[])[0]!['token_ref'];
      expect(typeof borrowed).toBe('string');
      await save([{ ...notify, token_ref: borrowed }, answered[1]!]);
      expect((await storedActions(pageBlock.id))[0]!['token_sealed']).toBeUndefined();
      expect(before[0]!['token_sealed']).not.toBe(after[1]!['token_sealed']);
    });

    it('refuses line breaks in a header value or name, and hop-by-hop or Host headers', async () => {
      const [notify, sync] = pageBlock.settings['actions'] as Action[];
      const before = await storedActions(pageBlock.id);
      const save = (actions: Action[]) =>
        call(owner.cookie, 'PUT', `/api/blocks/${pageBlock.id}`, {
          settings: { ...pageBlock.settings, actions },
        });

      const injected = await save([notify!, { ...sync, token: 'abc\r\nX-Injected: 1' }]);
      expect(injected.statusCode).toBe(400);
      expect(injected.json()).toMatchObject({ message: `actions.1.token: ${TOKEN_MESSAGE}` });
      const badName = await save([notify!, { ...sync, custom_header: 'X-Api-Key\r\nX-Injected' }]);
      expect(badName.statusCode).toBe(400);
      expect(badName.json<{ message: string }>().message).toMatch(
        /^actions\.1\.custom_header: A header name may hold only/,
      );
      const host = await save([notify!, { ...sync, custom_header: 'Host' }]);
      expect(host.json()).toMatchObject({
        statusCode: 400,
        message:
          'actions.1.custom_header: The Host header is set by the server and cannot be chosen here.',
      });
      const created = await call(owner.cookie, 'POST', '/api/blocks', {
        boardId,
        type: 'table',
        settings: {
          actions: [apiCall('Bad', { authorization_method: 'Bearer Token', token: 'a\nb' })],
        },
      });
      expect(created.statusCode).toBe(400);
      expect(created.json()).toMatchObject({ message: `actions.0.token: ${TOKEN_MESSAGE}` });
      expect(await storedActions(pageBlock.id)).toEqual(before);
    });

    it('re-seals every stored secret with a new SECRETS_KEY while the old one is kept as previous', async () => {
      const oldBox = new SecretBox({ key: SECRETS_KEY });
      const [connection] = await gateway.db
        .insert(sheetsSchema.googleConnections)
        .values({
          workspaceId: owner.workspaceId,
          kind: 'oauth',
          label: 'owner@example.com',
          projectId: 'tessera-test',
          secret: await oldBox.seal('1//refresh-token'),
        })
        .returning();
      const newKey = randomBytes(32).toString('base64');
      const rotating = new SecretBox({ key: newKey, previousKeys: [SECRETS_KEY] });

      // The owner's editor, open while the key is rotated, names the stored tokens.
      const editorRefs = async () =>
        (
          (await boardStore(owner.cookie))
            .json<{ blocks: Block[] }>()
            .blocks.find((b) => b.id === boardBlock.id)!.settings['actions'] as Action[]
        ).map((action) => action['token_ref']);
      const refsBefore = await editorRefs();
      expect(refsBefore).toEqual([expect.any(String), expect.any(String)]);
      // A block whose token no key opens (sealed with a key long gone) is reported, not fatal.
      const lost = await addBlock({ boardId, type: 'list', settings: tableWithSecrets() });
      const [lostRow] = await gateway.db
        .select({ settings: schema.blocks.settings })
        .from(schema.blocks)
        .where(eq(schema.blocks.id, lost.id));
      const goneBox = new SecretBox({ key: randomBytes(32).toString('base64') });
      const lostActions = await Promise.all(
        (lostRow!.settings['actions'] as Action[]).map(async (action) => ({
          ...action,
          token_sealed: await goneBox.seal('a token sealed with a key long gone'),
        })),
      );
      await gateway.db
        .update(schema.blocks)
        .set({ settings: { ...lostRow!.settings, actions: lostActions } })
        .where(eq(schema.blocks.id, lost.id));

      // Two blocks with two tokens each, and the Google connection.
      expect(await resealStoredSecrets(gateway.db, rotating)).toEqual({
        googleConnections: { resealed: 1, changedMeanwhile: 0, unreadable: [] },
        blocks: { resealed: 2, changedMeanwhile: 0, unreadable: [`blocks ${lost.id}`] },
      });
      const newBox = new SecretBox({ key: newKey });
      for (const block of [pageBlock, boardBlock]) {
        const [bearer, header] = await storedActions(block.id);
        expect(await newBox.open(bearer!['token_sealed'] as string)).toBe(BEARER_TOKEN);
        expect(await newBox.open(header!['token_sealed'] as string)).toBe(HEADER_VALUE);
        await expect(oldBox.open(bearer!['token_sealed'] as string)).rejects.toThrow(
          /SECRETS_KEY differs/,
        );
      }
      const [stored] = await gateway.db
        .select({ secret: sheetsSchema.googleConnections.secret })
        .from(sheetsSchema.googleConnections)
        .where(eq(sheetsSchema.googleConnections.id, connection!.id));
      expect(await newBox.open(stored!.secret)).toBe('1//refresh-token');
      // Done once: a second run finds nothing left to re-seal.
      expect(await resealStoredSecrets(gateway.db, rotating)).toEqual({
        googleConnections: { resealed: 0, changedMeanwhile: 0, unreadable: [] },
        blocks: { resealed: 0, changedMeanwhile: 0, unreadable: [`blocks ${lost.id}`] },
      });
      // The editor opened before still names the same tokens, so saving it keeps them.
      expect(await editorRefs()).toEqual(refsBefore);
    });

    it('never overwrites a block its owner saves while its secrets are re-sealed', async () => {
      const newKey = randomBytes(32).toString('base64');
      const ownerSaves = async () => {
        const saved = await call(owner.cookie, 'PUT', `/api/blocks/${boardBlock.id}`, {
          settings: { ...boardBlock.settings, title: 'Saved meanwhile' },
        });
        expect(saved.statusCode).toBe(200);
      };
      // The owner saves the board's block between its reading and its writing.
      class SavingMeanwhile extends SecretBox {
        private saved = false;
        override async resealed(sealed: string): Promise<string | null> {
          if (!this.saved) {
            this.saved = true;
            await ownerSaves();
          }
          return super.resealed(sealed);
        }
      }
      const rotating = new SavingMeanwhile({ key: newKey, previousKeys: [SECRETS_KEY] });
      const first = await resealStoredSecrets(gateway.db, rotating);
      expect(first.blocks).toEqual({ resealed: 1, changedMeanwhile: 1, unreadable: [] });
      const [saved] = await gateway.db
        .select({ settings: schema.blocks.settings })
        .from(schema.blocks)
        .where(eq(schema.blocks.id, boardBlock.id));
      expect(saved!.settings['title']).toBe('Saved meanwhile');
      // The next run takes it.
      expect((await resealStoredSecrets(gateway.db, rotating)).blocks).toEqual({
        resealed: 1,
        changedMeanwhile: 0,
        unreadable: [],
      });
    });
  },
);
