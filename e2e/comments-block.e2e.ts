import { expect, test } from '@playwright/test';
import { publishBoard } from './support/api-setup.js';
import { boardOpenInItsEditor, withOwnerAndVisitor } from './support/board-scenes.js';
import { uniqueId } from './support/factories.js';

test.describe('comments block', () => {
  test('a visitor signs a comment with a name; it stays plain text; the owner deletes it', async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await withOwnerAndVisitor(browser, baseURL, async (ownerContext, guestContext) => {
      const page = await ownerContext.newPage();
      const { board, editor } = await boardOpenInItsEditor(page, `Talk ${uniqueId()}`);
      const settings = await editor.blocks.newBlock('Comments');
      await settings.fill('Title', 'Guestbook');
      await settings.fill('Subtitle', 'Tell us what you think');
      await settings.choose('Comments per page', '5');
      await settings.addBlock();
      const inEditor = page.getByRole('region', { name: 'Guestbook' });
      await expect(inEditor).toContainText('No comments yet. Be the first to comment.');
      await publishBoard(page.request, board.id);

      const visitor = await guestContext.newPage();
      await visitor.goto(`/${board.slug}`);
      const guestbook = visitor.getByRole('region', { name: 'Guestbook' });
      await expect(guestbook).toContainText('Tell us what you think');
      const form = guestbook.getByRole('form', { name: 'Write a comment' });
      await form
        .getByLabel('Your comment')
        .fill('Lovely <img src=x onerror="window.__ran = true">');
      await form.getByRole('button', { name: 'Post comment' }).click();
      await expect(form.getByRole('alert')).toHaveText('Enter your name.');
      await form.getByLabel('Your name').fill('Ada');
      await form.getByRole('button', { name: 'Post comment' }).click();
      await expect(form.getByRole('status')).toHaveText('Your comment was posted.');
      const comment = guestbook.getByRole('article', { name: 'Comment by Ada' });
      await expect(comment).toContainText('Lovely <img src=x onerror="window.__ran = true">');
      await expect(comment).toContainText('Guest');
      await expect(comment.getByRole('button', { name: /Delete/ })).toHaveCount(0);
      expect(await visitor.evaluate(() => (window as { __ran?: boolean }).__ran)).toBeUndefined();

      // Six more: the first page holds the newest five.
      for (let i = 1; i <= 6; i += 1) {
        await form.getByLabel('Your comment').fill(`Note ${i}`);
        await form.getByRole('button', { name: 'Post comment' }).click();
        await expect(guestbook.getByRole('article').first()).toContainText(`Note ${i}`);
      }
      await expect(guestbook.getByRole('article')).toHaveCount(5);
      await guestbook.getByRole('button', { name: 'Next' }).click();
      await expect(guestbook).toContainText('Page 2 of 2');
      await expect(guestbook.getByRole('article')).toHaveCount(2);
      await expect(guestbook.getByRole('article').last()).toContainText('Lovely');

      // The owner sees the comments in the editor and deletes Ada's first.
      await page.reload();
      const ownerView = page.getByRole('region', { name: 'Guestbook' });
      await ownerView.getByRole('button', { name: 'Next' }).click();
      await expect(ownerView).toContainText('Page 2 of 2');
      const lovely = ownerView.getByRole('article').filter({ hasText: 'Lovely' });
      await lovely.getByRole('button', { name: 'Delete the comment by Ada' }).click();
      await expect(ownerView.getByRole('article')).toHaveCount(1);
      await visitor.reload();
      await guestbook.getByRole('button', { name: 'Next' }).click();
      await expect(guestbook).toContainText('Page 2 of 2');
      await expect(guestbook.getByRole('article')).toHaveCount(1);
      await expect(guestbook).not.toContainText('Lovely');
    });
  });
});
