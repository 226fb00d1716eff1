import { describe, expect, it } from '@jest/globals';
import type { BlockDto } from '@tessera/contracts';
import { blockSettingsAsServed, type AvailableBlockType } from '@tessera/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { FormBlock } from './form/FormBlock.js';
import { ListBlock } from './list/ListBlock.js';
import { TableBlock } from './table/TableBlock.js';
import type { BlockData } from './types.js';

/**
 * Cells an attacker can type into a sheet that feeds a public block (a form's answers become
 * rows others read): scripts, event handlers, javascript: links in any case and with hidden
 * characters, mutation-XSS markup that turns into a script once re-parsed, and template syntax.
 */
const HOSTILE = {
  Name: '<script>window.__ran = 1</script><img src=x onerror="window.__ran = 1">',
  Site: ' JaVaScRiPt:alert(1)',
  Notes: '<svg><p><style><img src=x onerror=alert(1)></style></p></svg>{{7*7}}${7*7}<%= 7*7 %>',
  Choice: '"><iframe srcdoc="<script>alert(1)</script>">',
};

const data: BlockData = {
  columns: Object.keys(HOSTILE),
  rows: [{ _id: 'r1', ...HOSTILE }],
  total: 1,
  page: 1,
  page_size: 10,
  loading: false,
};

const blockOf = (type: AvailableBlockType, settings: Record<string, unknown>): BlockDto => ({
  id: `${type}-1`,
  type,
  position: 0,
  ...blockSettingsAsServed(type, { sheet_title: 'People', ...settings }),
});

/** What must never come out of a block, whatever its cells hold. */
function expectInert(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/<(img|svg|iframe|style)\b/i);
  // No event handler attribute, and no javascript: address in any attribute.
  expect(html).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/<[^>]*(href|src|action|formaction|srcdoc)="\s*javascript:/i);
  // Template syntax is text: nothing evaluated it.
  expect(html).toContain('{{7*7}}');
  expect(html).not.toMatch(/>49</);
}

const viewer = { canEdit: false, email: null };

describe('hostile cells stay inert', () => {
  it('in a table, its url column and its markdown column included', () => {
    const html = renderToStaticMarkup(
      <TableBlock
        block={blockOf('table', {
          axis: [
            { column: 'Name' },
            { column: 'Site', type: 'url' },
            { column: 'Notes', use_markdown: true },
            { column: 'Choice' },
          ],
        })}
        data={data}
        viewer={viewer}
        onSortChange={() => undefined}
      />,
    );
    expectInert(html);
    expect(html).toContain('&lt;script&gt;window.__ran = 1&lt;/script&gt;');
  });

  it('in a list, its cards and their fields', () => {
    const html = renderToStaticMarkup(
      <ListBlock
        block={blockOf('list', {
          axis: [{ column: 'Name' }, { column: 'Site' }, { column: 'Notes' }],
        })}
        data={data}
        viewer={viewer}
        onSortChange={() => undefined}
      />,
    );
    expectInert(html);
    expect(html).toContain('&lt;img src=x onerror=&quot;window.__ran = 1&quot;&gt;');
  });

  it('in a form whose choices come from the sheet', () => {
    const html = renderToStaticMarkup(
      <FormBlock
        block={blockOf('form', {
          axis: [
            { column: 'Choice', type: 'select', from_google_sheet: true },
            { column: 'Notes' },
          ],
        })}
        data={{ ...data, rows: [{ _id: '1', Choice: HOSTILE.Choice }], columns: ['Choice'] }}
        viewer={viewer}
        onAddRow={() => Promise.resolve()}
      />,
    );
    expect(html).not.toMatch(/<iframe/i);
    expect(html).toContain('&quot;&gt;&lt;iframe srcdoc=');
  });
});
