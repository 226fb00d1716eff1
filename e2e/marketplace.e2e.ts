import { randomBytes } from 'node:crypto';
import { expect, test, type BrowserContext } from '@playwright/test';
import sharp from 'sharp';
import { MarketplaceDialog } from './pages/marketplace-dialog.page.js';
import {
  addPageBlock,
  appEditorUrl,
  appPages,
  createApp,
  firstSheetTitle,
  signUpOwner,
  uploadCsv,
} from './support/api-setup.js';
import { anOwner, uniqueId } from './support/factories.js';
import { demoOwnerCredentials, subjectsOfEmailsTo } from './support/mailbox.js';

const png = async (name: string, color: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 640, height: 400, channels: 3, background: color } })
    .png()
    .toBuffer(),
});

/** Random pixels do not compress: a PNG of about 3.5 MB, over the 3 MB an image may take. */
const tooLarge = async () => ({
  name: 'huge.png',
  mimeType: 'image/png',
  buffer: await sharp(randomBytes(1100 * 1100 * 3), {
    raw: { width: 1100, height: 1100, channels: 3 },
  })
    .png({ compressionLevel: 0 })
    .toBuffer(),
});

test('an owner submits a paid template, a reviewer rejects it with a reason, the owner resubmits it, the reviewer approves it into the marketplace, and another owner buys and uses it', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const id = uniqueId();
  const appTitle = `Bakery orders ${id}`;
  const owner = anOwner();
  const reviewer = anOwner({ name: `Rae Reviewer ${id}` });
  const contexts: BrowserContext[] = [];
  try {
    // An owner's public app with a table of its sheet; a second account that will review.
    const ownerApi = await playwright.request.newContext({ baseURL });
    await signUpOwner(ownerApi, owner);
    const spreadsheet = await uploadCsv(ownerApi, `Orders ${id}.csv`, [
      ['Customer', 'Cake'],
      ['Ada', 'Lemon'],
    ]);
    const app = await createApp(ownerApi, {
      title: appTitle,
      name: `bakery-${id}`,
      spreadsheetId: spreadsheet.id,
    });
    const home = (await appPages(ownerApi, app.id)).find((page) => page.page_type === 'home')!;
    await addPageBlock(ownerApi, {
      pageId: home.id,
      type: 'table',
      settings: {
        sheet_title: await firstSheetTitle(ownerApi, spreadsheet.id),
        title: 'Orders',
        axis: [{ column: 'Customer' }, { column: 'Cake' }],
      },
    });
    const published = await ownerApi.put(`/api/apps/${app.id}`, {
      data: { public: true, publishUrl: app.name, sign_in_method: 'No sign in' },
    });
    expect(published.status(), await published.text()).toBe(200);
    const reviewerApi = await playwright.request.newContext({ baseURL });
    await signUpOwner(reviewerApi, reviewer);

    await test.step('an admin gives the second account the reviewer role on /dashboard/users', async () => {
      const admin = await browser.newContext();
      contexts.push(admin);
      const page = await admin.newPage();
      const demo = await demoOwnerCredentials();
      await page.goto('/admin-login');
      await page.getByLabel('Email').fill(demo.email);
      await page.getByLabel('Password').fill(demo.password);
      await page.getByRole('button', { name: 'Sign in as admin' }).click();
      // Signed in, the admin lands on the user list.
      await expect(page).toHaveURL(/\/dashboard\/users$/);
      await expect(page.getByRole('heading', { name: 'Users', exact: true })).toBeVisible();
      const reviewerBox = page.getByRole('checkbox', {
        name: `${reviewer.email} reviews marketplace templates`,
      });
      await reviewerBox.check();
      await expect(reviewerBox).toBeChecked();
      await page.reload();
      await expect(reviewerBox).toBeChecked();
    });

    const ownerContext = await browser.newContext();
    contexts.push(ownerContext);

    await test.step('the owner connects Stripe on the billing page, to sell the template', async () => {
      const dashboard = await ownerContext.newPage();
      await dashboard.goto('/dashboard/auth');
      await dashboard.getByLabel('Email').fill(owner.email);
      await dashboard.getByLabel(/^Password/).fill(owner.password);
      await dashboard.getByRole('button', { name: /sign in/i }).click();
      await expect(dashboard).toHaveURL(/\/dashboard$/);
      await dashboard.goto('/dashboard/accountbilling');
      const selling = dashboard.getByRole('region', { name: 'Selling templates' });
      await expect(selling).toContainText('Connect a Stripe account');
      await selling.getByRole('button', { name: 'Connect Stripe' }).click();
      // Stripe's onboarding (the fake's hosted page), then back to billing.
      await dashboard.getByRole('button', { name: 'Agree and submit' }).click();
      await expect(dashboard).toHaveURL(/\/dashboard\/accountbilling\?stripe=return$/);
      await expect(selling).toContainText('Stripe connected');
      await dashboard.close();
    });

    const editor = await ownerContext.newPage();
    await editor.goto(await appEditorUrl(ownerApi, app.id));
    await expect(editor.getByRole('navigation', { name: 'App editor' })).toBeVisible();
    const marketplace = new MarketplaceDialog(editor);

    await test.step('the owner fills the form; an image over 3 MB is refused with its reason', async () => {
      const dialog = await marketplace.open('Publish to Marketplace');
      await expect(
        dialog.getByText('Image requirements: Max 3MB per image, 20MB total for all images.'),
      ).toBeVisible();
      // Rules in order: nothing filled yet asks for the required fields first.
      await dialog.getByRole('button', { name: 'Submit for review' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields');

      await marketplace.fill(dialog, {
        description: 'Take cake orders and see them by customer.',
        category: 'E-Commerce & Retail',
        background: '#fff3e0',
        thumbnail: await png('cover.png', '#ff7043'),
      });
      // A paid template: the price starts at the minimum, USD 5.
      await dialog.getByRole('radio', { name: 'Paid' }).check();
      await expect(dialog.getByLabel('Price (USD)')).toHaveValue('5');
      await dialog.getByLabel('Price (USD)').fill('4.5');
      await dialog.getByRole('button', { name: 'Submit for review' }).click();
      await expect(dialog.getByRole('alert')).toHaveText('Minimum price should be USD 5');
      await dialog.getByLabel('Price (USD)').fill('9.99');
      await dialog.getByRole('button', { name: 'Submit for review' }).click();
      await expect(dialog.getByRole('alert')).toHaveText(
        'Please upload at least one additional image',
      );

      await marketplace.addImages(dialog, [
        await tooLarge(),
        await png('orders.png', '#8d6e63'),
        await png('menu.png', '#ffca28'),
      ]);
      await expect(dialog.getByRole('list', { name: 'Files not added' })).toContainText(
        /huge\.png: exceeds 3MB limit \(3\.\d\d MB\)/,
      );
      await expect(dialog.getByText('2 / 5 images')).toBeVisible();
      await expect(
        dialog.getByText(/^2 image\(s\) added successfully\. Total size: \d\.\d\d MB \/ 20MB$/),
      ).toBeVisible();
    });

    await test.step('the owner submits it; the Publish button says Pending', async () => {
      const dialog = editor.getByRole('dialog', { name: 'Publish to Marketplace' });
      await marketplace.submit(
        dialog,
        'Submit for review',
        'Template submitted for review! You will receive an email when approved.',
      );
      await expect(editor.getByRole('button', { name: /^Publish/ })).toContainText('Pending');
      const status = await marketplace.open('Submission Status');
      await expect(status).toContainText('awaiting review by the team');
      await status.getByRole('button', { name: 'Close' }).click();
    });

    const reviewerContext = await browser.newContext();
    contexts.push(reviewerContext);
    const queue = await reviewerContext.newPage();
    await test.step('the reviewer sees it in the queue with a live preview and rejects it with a reason', async () => {
      await queue.goto('/dashboard/auth');
      await queue.getByLabel('Email').fill(reviewer.email);
      await queue.getByLabel(/^Password/).fill(reviewer.password);
      await queue.getByRole('button', { name: /sign in/i }).click();
      await expect(queue).toHaveURL(/\/dashboard$/);
      await queue.getByRole('link', { name: 'Reviews' }).click();
      const submission = queue.getByRole('region', { name: `Submission of ${appTitle}` });
      await expect(submission).toContainText('Take cake orders and see them by customer.');
      // The app itself, live, as its visitors see it.
      await expect(
        submission.frameLocator('iframe').getByRole('table', { name: 'Orders' }),
      ).toContainText('Lemon');
      await submission
        .getByLabel(/Reason for a rejection/)
        .fill('The screenshots do not show the orders table.');
      await submission.getByRole('button', { name: 'Reject' }).click();
      await expect(queue.getByRole('status')).toHaveText(
        `${appTitle} was rejected; the owner has the reason.`,
      );
      await expect(queue.getByText('No submissions are waiting for review.')).toBeVisible();
    });

    await test.step('the owner reads the reason, edits and resubmits', async () => {
      await editor.reload();
      await expect(editor.getByRole('button', { name: /^Publish/ })).toContainText('Rejected');
      const status = await marketplace.open('Submission Status');
      await expect(status).toContainText('Template Rejected');
      await expect(status).toContainText('The screenshots do not show the orders table.');
      await status.getByRole('button', { name: 'Edit & Resubmit' }).click();
      const form = editor.getByRole('dialog', { name: 'Resubmit Template' });
      await expect(form.getByLabel('Description')).toHaveValue(
        'Take cake orders and see them by customer.',
      );
      await expect(form.getByText('2 / 5 images')).toBeVisible();
      await form
        .getByLabel('Description')
        .fill('Take cake orders, and see every order by customer in a table.');
      await marketplace.submit(form, 'Resubmit for review', 'Template updated successfully!');
    });

    await test.step('the reviewer approves it: the template is in the marketplace and the owner was e-mailed', async () => {
      await queue.reload();
      const submission = queue.getByRole('region', { name: `Submission of ${appTitle}` });
      await expect(submission).toContainText('every order by customer');
      await expect(
        submission.getByRole('listitem').filter({ hasText: /^Rejected by/ }),
      ).toContainText('The screenshots do not show the orders table.');
      await submission.getByRole('button', { name: 'Approve and publish' }).click();
      await expect(queue.getByRole('status')).toHaveText(
        `${appTitle} is published in the marketplace.`,
      );

      const guest = await browser.newContext();
      contexts.push(guest);
      const market = await guest.newPage();
      await market.goto('/marketplace');
      await expect(market.getByText(appTitle)).toBeVisible();
      await expect(market.getByRole('link', { name: appTitle })).toBeVisible();
      await expect
        .poll(() => subjectsOfEmailsTo(owner.email))
        .toEqual([
          `${appTitle} was submitted to the marketplace`,
          `${appTitle} was not accepted in the marketplace`,
          `${appTitle} was resubmitted to the marketplace`,
          `${appTitle} is published in the marketplace`,
        ]);
    });

    await test.step('another owner buys it through Stripe Checkout, and a working copy of the app with its data opens in their workspace', async () => {
      const buyer = await browser.newContext();
      contexts.push(buyer);
      const page = await buyer.newPage();
      const buyerApi = buyer.request;
      await signUpOwner(buyerApi, anOwner({ name: `Bea Buyer ${id}` }));
      await page.goto('/marketplace');
      await page.getByRole('link', { name: appTitle }).click();
      await expect(page.getByRole('heading', { name: appTitle, level: 1 })).toBeVisible();
      await expect(page.getByText('$9.99')).toBeVisible();

      // The gallery: the thumbnail and the two images, by keyboard, with download and full screen.
      await page.getByRole('button', { name: 'Open image 2 of 3' }).click();
      const gallery = page.getByRole('dialog', { name: 'Template Images' });
      await expect(gallery).toContainText('2 of 3');
      await page.keyboard.press('ArrowRight');
      await expect(gallery).toContainText('3 of 3');
      await page.keyboard.press('Space');
      await expect(gallery).toContainText('1 of 3');
      await page.keyboard.press('ArrowLeft');
      await expect(gallery).toContainText('3 of 3');
      const download = page.waitForEvent('download');
      await gallery.getByRole('button', { name: 'Download' }).click();
      expect((await download).suggestedFilename()).toBe('image-3.png');
      const fullScreen = page.context().waitForEvent('page');
      await gallery.getByRole('button', { name: 'Full screen' }).click();
      const tab = await fullScreen;
      expect(new URL(tab.url()).pathname).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);
      await tab.close();
      await page.keyboard.press('Escape');
      await expect(gallery).toBeHidden();

      await page.getByRole('button', { name: 'Use template' }).click();
      const offer = page.getByRole('dialog', { name: `Use ${appTitle}` });
      await offer.getByRole('button', { name: 'Buy for $9.99' }).click();
      // Stripe Checkout (the fake's hosted page), paid by card.
      await expect(page.getByRole('heading', { name: 'Pay USD 9.99' })).toBeVisible();
      await page.getByLabel('Card number').fill('4242 4242 4242 4242');
      await page.getByRole('button', { name: 'Pay' }).click();
      await expect(page).toHaveURL(/\/payment_success\?session_id=cs_test_/);
      await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
      await page.getByRole('link', { name: 'Use your template' }).click();
      const dialog = page.getByRole('dialog', { name: `Use ${appTitle}` });
      await expect(dialog).toContainText('purchased');
      await dialog.getByRole('button', { name: 'Use this template' }).click();
      const steps = dialog.getByRole('list', { name: 'Copying the template' });
      await expect(steps).toContainText('is created');
      await expect(steps).toContainText('Its data is copied');
      await dialog.getByRole('button', { name: 'Open your app' }).click();
      // The copy's editor, on its own host, with the template's table and data.
      await expect(page.getByRole('navigation', { name: 'App editor' })).toBeVisible();
      await expect(page.getByText(`${appTitle} - Home`, { exact: true })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Orders' })).toContainText('Lemon');
      expect(new URL(page.url()).hostname).toMatch(
        /^bakery-orders-[a-z0-9]+-[0-9a-f]{6}\.localhost$/,
      );
    });
  } finally {
    for (const context of contexts) await context.close();
  }
});
