import { describe, expect, it } from '@jest/globals';
import { parseBlockSettings } from '@tessera/domain';
import {
  demoBoardBlocks,
  demoHomeBlocks,
  demoOrderBlocks,
  demoProductBlocks,
  requireSheet,
} from './demo-content.js';

// The columns of libs/spreadsheets/demo/demo-workbook.xlsx.
const products = {
  title: 'Products',
  columns: ['Name', 'Category', 'Price', 'Stock', 'Image', 'Added On'],
};
const orders = {
  title: 'Orders',
  columns: [
    'Order ID',
    'Customer',
    'Email',
    'Product',
    'Quantity',
    'Total',
    'Order Date',
    'Status',
  ],
};

describe('demo content', () => {
  it('builds blocks that pass their type’s validation', () => {
    const blocks = [
      ...demoBoardBlocks(products),
      ...demoHomeBlocks(products),
      ...demoProductBlocks(products),
      ...demoOrderBlocks(orders),
    ];
    for (const block of blocks) {
      expect(parseBlockSettings(block.type, block.settings)).toMatchObject({ success: true });
    }
  });

  it('puts the board’s blocks in its sections and charts the stock by name', () => {
    const board = demoBoardBlocks(products);
    expect(board.map((block) => [block.type, block.settings['section']])).toEqual([
      ['markdown', 'Overview'],
      ['chart', 'Overview'],
      ['table', 'Inventory'],
    ]);
    expect(board[1]!.settings).toMatchObject({
      sheet_title: 'Products',
      x_axis: 'Name',
      axis: [{ column: 'Stock', type: 'bar' }],
    });
    expect(board[2]!.settings['axis']).toContainEqual({ column: 'Image', type: 'image' });
  });

  it('fills each product card from the row', () => {
    expect(demoProductBlocks(products)[0]!.settings).toMatchObject({
      loop: true,
      body: expect.stringContaining('### [Name]\n\n![[Name]]([Image])'),
    });
  });

  it('writes orders to the Orders sheet, dating them and marking them pending, never empty', () => {
    const [form] = demoOrderBlocks(orders);
    expect(form!.settings['sheet_title']).toBe('Orders');
    expect(form!.settings['axis']).toEqual([
      expect.objectContaining({ column: 'Customer', required: true }),
      expect.objectContaining({ column: 'Email', type: 'email', required: true }),
      expect.objectContaining({ column: 'Product', required: true }),
      expect.objectContaining({ column: 'Quantity', type: 'number', default: '1', required: true }),
      expect.objectContaining({ column: 'Order Date', hide: true, default: '[(today)]' }),
      expect.objectContaining({ column: 'Status', hide: true, default: 'Pending' }),
    ]);
  });

  it('names what the workbook lacks', () => {
    expect(() => requireSheet([products], 'Orders')).toThrow(
      'The demo workbook has no "Orders" sheet.',
    );
    expect(() => demoBoardBlocks({ title: 'Products', columns: ['Title'] })).toThrow(
      'The demo workbook\'s "Products" sheet has no "Name" column.',
    );
  });
});
