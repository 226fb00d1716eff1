/**
 * What the demo board and the demo app hold, built from the imported workbook's real columns so
 * the blocks always name columns that exist.
 */

export const DEMO_OWNER_EMAIL = 'demo@tessera.local';
export const DEMO_BOARD_SLUG = 'demo-board';
export const DEMO_APP_NAME = 'demo';

export type DemoSheet = { title: string; columns: string[] };

export type DemoBlock = { type: string; settings: Record<string, unknown> };

/** The sheet with this title, or a clear error naming what the demo workbook lacks. */
export function requireSheet(sheets: readonly DemoSheet[], title: string): DemoSheet {
  const sheet = sheets.find((candidate) => candidate.title === title);
  if (!sheet) throw new Error(`The demo workbook has no "${title}" sheet.`);
  return sheet;
}

function requireColumn(sheet: DemoSheet, column: string): string {
  if (!sheet.columns.includes(column)) {
    throw new Error(`The demo workbook's "${sheet.title}" sheet has no "${column}" column.`);
  }
  return column;
}

export const DEMO_BOARD_SECTIONS = 'Overview,Inventory';

/** How the demo's product columns are shown in a table; other columns are text. */
const PRODUCT_COLUMN_TYPES: Record<string, string> = {
  Price: 'number',
  Stock: 'number',
  Image: 'image',
  'Added On': 'date',
};

function productTableAxis(products: DemoSheet) {
  return products.columns.map((column) => ({
    column,
    type: PRODUCT_COLUMN_TYPES[column] ?? 'text',
  }));
}

/** The board: an introduction and the stock chart under Overview, the product table under Inventory. */
export function demoBoardBlocks(products: DemoSheet): DemoBlock[] {
  return [
    {
      type: 'markdown',
      settings: {
        title: 'Welcome',
        section: 'Overview',
        body: [
          '## Welcome to Tessera',
          '',
          'This board is built from the **Products** sheet of the demo workbook.',
          'Open the editor to add blocks, change colours or publish it.',
        ].join('\n'),
      },
    },
    {
      type: 'chart',
      settings: {
        title: 'Stock by product',
        section: 'Overview',
        sheet_title: products.title,
        x_axis: requireColumn(products, 'Name'),
        axis: [{ column: requireColumn(products, 'Stock'), type: 'bar' }],
      },
    },
    {
      type: 'table',
      settings: {
        title: 'Products',
        section: 'Inventory',
        full_width: true,
        sheet_title: products.title,
        axis: productTableAxis(products),
      },
    },
  ];
}

/** Home page body: the product table, between the header and the footer. */
export function demoHomeBlocks(products: DemoSheet): DemoBlock[] {
  return [
    {
      type: 'table',
      settings: {
        title: 'Our products',
        sheet_title: products.title,
        axis: productTableAxis(products),
      },
    },
  ];
}

/** Product page: one card per product, filled in from its row by the markdown block. */
export function demoProductBlocks(products: DemoSheet): DemoBlock[] {
  // "[Column]" is replaced by the row's value when the block renders.
  const column = (name: string) => `[${requireColumn(products, name)}]`;
  return [
    {
      type: 'markdown',
      settings: {
        title: 'Product details',
        sheet_title: products.title,
        loop: true,
        columns: 2,
        body: [
          `### ${column('Name')}`,
          `![${column('Name')}](${column('Image')})`,
          `**Category:** ${column('Category')}  \n**Price:** ${column('Price')}  \n**In stock:** ${column('Stock')}`,
        ].join('\n\n'),
      },
    },
  ];
}

/**
 * Order page: a form whose answers become rows of the Orders sheet. The visitor gives who, what
 * and how many; the date and the status are filled in for them.
 */
export function demoOrderBlocks(orders: DemoSheet): DemoBlock[] {
  const field = (column: string, settings: Record<string, unknown> = {}) => ({
    column: requireColumn(orders, column),
    label: column,
    ...settings,
  });
  return [
    {
      type: 'form',
      settings: {
        titleForm: 'Place an order',
        sheet_title: orders.title,
        submit_text: 'Order',
        submit_success: 'Thank you, your order was added to the spreadsheet.',
        axis: [
          field('Customer', { placeholder: 'Your name', required: true, max_length: 100 }),
          field('Email', { type: 'email', placeholder: 'you@example.com', required: true }),
          field('Product', { placeholder: 'e.g. Oak Desk Lamp', required: true, max_length: 200 }),
          field('Quantity', { type: 'number', default: '1', required: true }),
          field('Order Date', { type: 'date', hide: true, default: '[(today)]' }),
          field('Status', { hide: true, default: 'Pending' }),
        ],
      },
    },
  ];
}
