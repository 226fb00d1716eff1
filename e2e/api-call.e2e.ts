import { expect, test } from '@playwright/test';
import { TABLE_COLUMNS, type ListSetting } from './pages/block-editor.js';
import { publishBoard } from './support/api-setup.js';
import { ApiEndpoint } from './support/api-endpoint.js';
import { boardOpenInItsEditor, withOwnerAndVisitor } from './support/board-scenes.js';
import { uniqueId } from './support/factories.js';
import { baseURL as serverURL } from './support/urls.js';

const ACTION_BUTTONS: ListSetting = { add: 'Add action button', item: 'Action button' };
const FIELD_MAPPING: ListSetting = { add: 'Add field mapping', item: 'Field mapping' };
const ORDERS = [
  ['Order', 'Customer'],
  ['A-1', 'Ada <b>Lovelace</b>'],
  ['A-2', 'Grace Hopper'],
];

test.describe('API call buttons', () => {
  test('an owner sets up an API call; a visitor sends it from the server and never sees its token', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const endpoint = new ApiEndpoint();
    const path = `/orders-${uniqueId()}`;
    const token = `tok_${uniqueId()}_never_in_a_browser`;
    await withOwnerAndVisitor(browser, baseURL, async (ownerContext, guestContext) => {
      const page = await ownerContext.newPage();
      const { board, sheetTitle, editor } = await boardOpenInItsEditor(
        page,
        `Orders ${uniqueId()}`,
        ORDERS,
      );
      const table = await editor.blocks.newBlock('Table');
      await table.choose('Sheet', sheetTitle);
      await table.fill('Title', 'Orders');
      await table.chooseColumns(TABLE_COLUMNS, ['Order', 'Customer']);

      const notify = await table.listItem(ACTION_BUTTONS, 1);
      await notify.getByLabel('Type', { exact: true }).selectOption({ label: 'API call' });
      await notify.getByLabel('Title', { exact: true }).fill('Notify');
      await notify.getByLabel('API endpoint', { exact: true }).fill(`${endpoint.url}${path}`);
      await notify
        .getByLabel('Authorization method', { exact: true })
        .selectOption({ label: 'Bearer Token' });
      // Without its token the button cannot be sent, and the editor says what visitors get.
      const note = notify.getByRole('note');
      await expect(note).toHaveText(/This API call has no token stored/);
      await notify.getByLabel('Token', { exact: true }).fill(token);
      await expect(note).toHaveCount(0);
      const mapping = await table.listItem(FIELD_MAPPING, 1);
      await mapping.getByLabel('Key', { exact: true }).fill('customer');
      await mapping.getByLabel('Column', { exact: true }).selectOption({ label: 'Customer' });
      await notify.getByLabel('Success message', { exact: true }).fill('The warehouse knows.');

      // A second button whose endpoint sends the call on to this very server (a loopback address).
      const forward = await table.listItem(ACTION_BUTTONS, 2);
      await forward.getByLabel('Type', { exact: true }).selectOption({ label: 'API call' });
      await forward.getByLabel('Title', { exact: true }).fill('Forward');
      const inside = encodeURIComponent(`${serverURL}/api/health`);
      await forward
        .getByLabel('API endpoint', { exact: true })
        .fill(`${endpoint.url}/hop-${uniqueId()}?redirect=${inside}`);
      await table.addBlock();
      await publishBoard(page.request, board.id);

      const visitor = await guestContext.newPage();
      const answers: string[] = [];
      visitor.on('response', (response) => {
        void response.text().then(
          (text) => answers.push(text),
          () => undefined,
        );
      });
      await visitor.goto(`/${board.slug}`);
      const orders = visitor.getByRole('region', { name: 'Orders' });
      const row = orders.getByRole('row').filter({ hasText: 'Grace Hopper' });
      await row.getByRole('button', { name: 'Notify' }).click();
      await expect(orders.getByRole('status')).toContainText('The warehouse knows.');
      await expect.poll(async () => (await endpoint.received(path)).length).toBe(1);
      const [call] = await endpoint.received(path);
      expect(call).toMatchObject({ method: 'POST' });
      expect(JSON.parse(call!.body)).toEqual({ customer: 'Grace Hopper' });
      expect(call!.headers['authorization']).toBe(`Bearer ${token}`);

      // The redirect to a loopback address is refused, and the visitor is told so.
      const first = orders.getByRole('row').filter({ hasText: 'A-1' });
      await first.getByRole('button', { name: 'Forward' }).click();
      await expect(orders.getByRole('alert')).toHaveText(
        /The API call failed: the endpoint redirected to a private or reserved network address/,
      );
      // Nothing the visitor's browser received holds the token.
      expect(answers.length).toBeGreaterThan(0);
      expect(answers.filter((text) => text.includes(token))).toEqual([]);
      expect(await visitor.content()).not.toContain(token);

      // In the editor, the preview sends the saved button; one changed but not saved is not sent.
      await page.getByRole('button', { name: 'Edit Orders' }).click();
      const panel = page.getByRole('complementary', { name: 'Table block settings' });
      const preview = page.getByRole('region', { name: 'Orders' });
      const ada = preview.getByRole('row').filter({ hasText: 'A-1' });
      await ada.getByRole('button', { name: 'Notify' }).click();
      await expect(preview.getByRole('status')).toContainText('The warehouse knows.');
      await expect.poll(async () => (await endpoint.received(path)).length).toBe(2);
      const key = panel
        .getByRole('group', { name: 'Field mapping 1', exact: true })
        .getByLabel('Key', { exact: true });
      // While the change is being saved (held here), the button is not sent.
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => /^\/api\/blocks\/[^/]+$/.test(url.pathname),
        async (route) => {
          if (route.request().method() === 'PUT') await held;
          await route.continue();
        },
      );
      await key.fill('client');
      const status = panel.getByRole('status');
      await expect(status).toHaveText('Saving…');
      await ada.getByRole('button', { name: 'Notify' }).click();
      await expect(preview.getByRole('alert')).toHaveText(
        /Save the block before using its action buttons\./,
      );
      expect(await endpoint.received(path)).toHaveLength(2);
      // Once the change is saved (as it is made, with no Save pressed), the button sends it.
      release();
      await expect(status).toHaveText('All changes saved');
      await ada.getByRole('button', { name: 'Notify' }).click();
      await expect.poll(async () => (await endpoint.received(path)).length).toBe(3);
      const [, , third] = await endpoint.received(path);
      expect(JSON.parse(third!.body)).toEqual({ client: 'Ada <b>Lovelace</b>' });
    });
  });
});
