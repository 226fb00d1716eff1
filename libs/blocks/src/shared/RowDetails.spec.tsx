import { describe, expect, it } from '@jest/globals';
import { renderToStaticMarkup } from 'react-dom/server';
import { detailFields } from './RowDetails.js';
import { RowDetailsDialog } from './RowDetailsDialog.js';

const row = {
  _id: 'r1',
  Name: 'Ann <b>Lee</b>',
  Photo: 'https://img.example/ann.jpg',
  Salary: '100',
  Bio: '**Likes** tea',
};

describe('row details', () => {
  it('shows every column of the sheet but those hidden on the block, typed as the block draws them', () => {
    expect(
      detailFields(
        ['Name', 'Photo', 'Salary', 'Bio'],
        [
          { column: 'Photo', type: 'image' },
          { column: 'Salary', type: 'number', hidden: true },
          { column: 'Bio', type: 'text', use_markdown: true },
        ],
      ),
    ).toEqual([
      { column: 'Name', type: 'text', useMarkdown: false },
      { column: 'Photo', type: 'image', useMarkdown: false },
      { column: 'Bio', type: 'text', useMarkdown: true },
    ]);
  });

  it('draws the row’s fields under their names, headed by its first text, markup as text', () => {
    const html = renderToStaticMarkup(
      <RowDetailsDialog
        row={row}
        fields={detailFields(['Name', 'Photo', 'Bio'], [{ column: 'Photo', type: 'image' }])}
        onClose={() => undefined}
      />,
    );
    expect(html).toMatch(/<dialog class="ts-row-details" aria-labelledby="[^"]+">/);
    expect(html).toContain('<h3 id="');
    expect(html).toContain('Ann &lt;b&gt;Lee&lt;/b&gt;</h3>');
    expect(html).toContain('<dt>Photo</dt>');
    expect(html).toMatch(/<img[^>]+src="https:\/\/img\.example\/ann\.jpg"/);
    expect(html).toContain('<dt>Bio</dt><dd>**Likes** tea</dd>');
    expect(html).not.toContain('<b>Lee</b>');
    expect(html).toContain('>Close</button>');
  });
});
