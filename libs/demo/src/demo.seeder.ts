import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Inject, Injectable } from '@nestjs/common';
import { AccountsService } from '@tessera/accounts';
import { AppsService, PagesService } from '@tessera/apps';
import { BlocksService } from '@tessera/blocks-api';
import { BoardsService } from '@tessera/boards';
import { CONFIG, type Owner, type TesseraConfig } from '@tessera/platform';
import {
  DEMO_WORKBOOK_FILE_NAME,
  DEMO_WORKBOOK_PATH,
  SpreadsheetsService,
} from '@tessera/spreadsheets';
import {
  DEMO_APP_NAME,
  DEMO_BOARD_SECTIONS,
  DEMO_BOARD_SLUG,
  DEMO_OWNER_EMAIL,
  demoBoardBlocks,
  demoHomeBlocks,
  demoOrderBlocks,
  demoProductBlocks,
  requireSheet,
  type DemoBlock,
  type DemoSheet,
} from './demo-content.js';
import { DemoRepository } from './demo.repository.js';

export type DemoSeedResult = {
  email: string;
  password: string;
  boardUrl: string;
  appUrl: string;
};

/**
 * Fills an empty installation with a demo owner (an admin), the demo workbook, a public board and
 * a public multi-page app, through the same services the API uses, so the demo obeys every rule.
 */
@Injectable()
export class DemoSeeder {
  constructor(
    @Inject(CONFIG) private readonly config: TesseraConfig,
    private readonly repository: DemoRepository,
    private readonly accounts: AccountsService,
    private readonly spreadsheets: SpreadsheetsService,
    private readonly boards: BoardsService,
    private readonly apps: AppsService,
    private readonly pages: PagesService,
    private readonly blocks: BlocksService,
  ) {}

  /** Seeds when no workspace exists yet; otherwise does nothing and answers null. */
  async seedIfEmpty(): Promise<DemoSeedResult | null> {
    if (await this.repository.anyWorkspace()) return null;
    const password = randomBytes(12).toString('base64url');
    const { accountId, workspaceId } = await this.accounts.signUp({
      name: 'Demo',
      email: DEMO_OWNER_EMAIL,
      password,
    });
    await this.accounts.makeAdmin(accountId);
    const owner: Owner = {
      accountId,
      email: DEMO_OWNER_EMAIL,
      workspaceId,
      isAdmin: true,
      isReviewer: false,
      appId: null,
    };
    const workbook = await this.spreadsheets.importWorkbook(workspaceId, {
      fileName: DEMO_WORKBOOK_FILE_NAME,
      bytes: await readFile(DEMO_WORKBOOK_PATH),
    });
    const products = requireSheet(workbook.sheets, 'Products');
    const orders = requireSheet(workbook.sheets, 'Orders');

    const boardUrl = await this.seedBoard(owner, workbook.id, products);
    const appUrl = await this.seedApp(owner, workbook.id, products, orders);
    const result = { email: DEMO_OWNER_EMAIL, password, boardUrl, appUrl };
    if (this.config.LOG_LEVEL !== 'silent') {
      console.log(`Demo owner: ${result.email} / ${result.password}`);
      console.log(`Demo board: ${result.boardUrl}`);
      console.log(`Demo app:   ${result.appUrl}`);
    }
    return result;
  }

  private async seedBoard(owner: Owner, spreadsheetId: string, products: DemoSheet) {
    const board = await this.boards.create(owner, {
      name: 'Demo board',
      slug: DEMO_BOARD_SLUG,
      spreadsheetId,
    });
    await this.boards.update(owner, board.id, {
      public: true,
      title: 'Product inventory',
      sections: DEMO_BOARD_SECTIONS,
    });
    await this.addBlocks(owner, { boardId: board.id }, demoBoardBlocks(products));
    return new URL(`/${board.slug}`, this.config.BASE_URL).toString();
  }

  private async seedApp(
    owner: Owner,
    spreadsheetId: string,
    products: DemoSheet,
    orders: DemoSheet,
  ) {
    const app = await this.apps.create(owner, {
      title: 'Demo shop',
      name: DEMO_APP_NAME,
      spreadsheetId,
    });
    await this.apps.updateSettings(owner, app.id, { public: true });
    const [home] = await this.pages.list(app.id, owner);
    if (!home) throw new Error('The demo app was created without its home page.');
    const product = await this.pages.create(owner, {
      appId: app.id,
      page_name: 'Product',
      page_slug: 'product',
    });
    const order = await this.pages.create(owner, {
      appId: app.id,
      page_name: 'Order',
      page_slug: 'order',
    });

    // Each new page joined the app's navigation (PagesService.create).
    await this.addBlocks(owner, { pageId: home.id }, demoHomeBlocks(products));
    await this.addBlocks(owner, { pageId: product.id }, demoProductBlocks(products));
    await this.addBlocks(owner, { pageId: order.id }, demoOrderBlocks(orders));
    return app.url;
  }

  private async addBlocks(
    owner: Owner,
    container: { boardId: string } | { pageId: string },
    blocks: DemoBlock[],
  ) {
    for (const block of blocks) {
      await this.blocks.create(owner, { ...container, ...block });
    }
  }
}
