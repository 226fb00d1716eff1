import { expect, test } from '@playwright/test';
import { FORM_FIELDS } from './pages/block-editor.js';
import { publishBoard } from './support/api-setup.js';
import { boardOpenInItsEditor, withOwnerAndVisitor } from './support/board-scenes.js';
import { uniqueId } from './support/factories.js';

test.describe('form checks', () => {
  test('an owner makes fields required and typed; a visitor is told what to fix, field by field', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await withOwnerAndVisitor(browser, baseURL, async (ownerContext, guestContext) => {
      const page = await ownerContext.newPage();
      const { board, sheetTitle, editor } = await boardOpenInItsEditor(
        page,
        `Sign-ups ${uniqueId()}`,
        [
          ['Name', 'Email', 'Phone'],
          ['Ann', 'ann@example.com', '+44 20 7946 0958'],
        ],
      );
      const form = await editor.blocks.newBlock('Form');
      await form.choose('Sheet', sheetTitle);
      const name = await form.listItem(FORM_FIELDS, 1);
      await name.getByLabel('Column', { exact: true }).selectOption({ label: 'Name' });
      await name.getByLabel('Required', { exact: true }).check();
      await name.getByLabel('Maximum length', { exact: true }).fill('20');
      const email = await form.listItem(FORM_FIELDS, 2);
      await email.getByLabel('Column', { exact: true }).selectOption({ label: 'Email' });
      await email.getByLabel('Type', { exact: true }).selectOption({ label: 'E-mail' });
      await email.getByLabel('Required', { exact: true }).check();
      const phone = await form.listItem(FORM_FIELDS, 3);
      await phone.getByLabel('Column', { exact: true }).selectOption({ label: 'Phone' });
      await phone.getByLabel('Type', { exact: true }).selectOption({ label: 'Phone' });
      await form.fill('Form title', 'Join the club');
      await form.addBlock();
      await publishBoard(page.request, board.id);

      const visitor = await guestContext.newPage();
      await visitor.goto(`/${board.slug}`);
      const signUp = visitor.getByRole('form', { name: 'Join the club' });
      // The trap field is out of sight and out of reach of the keyboard.
      const trap = signUp.locator('input[name="ts_leave_empty"]');
      await expect(trap).not.toBeInViewport();
      await expect(trap).toHaveAttribute('tabindex', '-1');

      await signUp.getByRole('button', { name: 'Submit' }).click();
      // The asterisk after a required field's label is not part of its name.
      const nameField = signUp.getByRole('textbox', { name: 'Name', exact: true });
      await expect(nameField).toHaveAttribute('aria-required', 'true');
      await expect(nameField).toHaveAttribute('aria-invalid', 'true');
      await expect(signUp.getByRole('alert')).toHaveText([
        'This field is required.',
        'This field is required.',
      ]);

      await nameField.fill('Bea');
      await signUp.getByRole('textbox', { name: 'Email', exact: true }).fill('bea@');
      await signUp.getByRole('textbox', { name: 'Phone', exact: true }).fill('call me');
      await signUp.getByRole('button', { name: 'Submit' }).click();
      await expect(signUp.getByRole('alert')).toHaveText([
        'Enter an e-mail address, like name@example.com.',
        'Enter a phone number: digits, spaces and + - / ( ) only.',
      ]);

      await signUp.getByRole('textbox', { name: 'Email', exact: true }).fill('bea@example.com');
      await signUp.getByRole('textbox', { name: 'Phone', exact: true }).fill('+351 21 000 0000');
      await signUp.getByRole('button', { name: 'Submit' }).click();
      await expect(signUp.getByRole('status')).toHaveText('Data added to the spreadsheet');
      await expect(nameField).toHaveValue('');
    });
  });
});
