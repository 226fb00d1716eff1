import { describe, expect, it } from '@jest/globals';
import { blockChunks, pageWeight, type BuildManifest } from './pageWeight.js';
import { BLOCK_CHUNK_BUDGET, VIEWER_PAGE_CEILING, viewerBudget } from './viewerBudget.js';

const KB = 1024;
const BLOCKS = '../../libs/blocks/src';

/** A build whose files weigh what `sizes` says (KB), wired as Vite's manifest names them. */
function build(sizes: Record<string, number>, extra: BuildManifest = {}) {
  const manifest: BuildManifest = {
    'viewer.html': { file: 'assets/viewer.js', imports: ['_react.js'], css: ['assets/viewer.css'] },
    '_react.js': { file: 'assets/react.js' },
    '_cell.js': { file: 'assets/cell.js', imports: ['_react.js'] },
    [`${BLOCKS}/header/HeaderBlock.tsx`]: { file: 'assets/header.js', imports: ['_react.js'] },
    [`${BLOCKS}/table/TableBlock.tsx`]: { file: 'assets/table.js', imports: ['_cell.js'] },
    [`${BLOCKS}/list/ListBlock.tsx`]: { file: 'assets/list.js', imports: ['_cell.js'] },
    [`${BLOCKS}/footer/FooterBlock.tsx`]: { file: 'assets/footer.js' },
    ...extra,
  };
  const sizeOf = (file: string) => (sizes[file] ?? 1) * KB;
  return { manifest, sizeOf };
}

describe('pageWeight', () => {
  it('counts each file a page loads once, JavaScript and CSS apart', () => {
    const { manifest, sizeOf } = build({ 'assets/react.js': 50, 'assets/viewer.css': 4 });
    const weight = pageWeight(
      manifest,
      ['viewer.html', `${BLOCKS}/table/TableBlock.tsx`, `${BLOCKS}/list/ListBlock.tsx`],
      sizeOf,
    );
    // viewer, react, cell (shared by table and list, once), table, list.
    expect(weight.js).toBe((1 + 50 + 1 + 1 + 1) * KB);
    expect(weight.css).toBe(4 * KB);
  });

  it('refuses a part the build does not have', () => {
    const { manifest, sizeOf } = build({});
    expect(() => pageWeight(manifest, ['board.html'], sizeOf)).toThrow('no chunk named board.html');
  });
});

describe('viewerBudget', () => {
  it('finds every block chunk by its renderer file', () => {
    expect(Object.keys(blockChunks(build({}).manifest)).sort()).toEqual([
      'Footer',
      'Header',
      'List',
      'Table',
    ]);
  });

  it('counts what a block adds beyond the viewer, and passes a build within budget', () => {
    const { manifest, sizeOf } = build({ 'assets/react.js': 60, 'assets/cell.js': 20 });
    const budget = viewerBudget(manifest, sizeOf);
    // The table's own chunk and the cell chunk; React is the viewer's already.
    expect(budget.blocks['Table']).toBe(21 * KB);
    expect(budget.overruns).toEqual([]);
  });

  it('names a block that adds more than its budget', () => {
    const { manifest, sizeOf } = build(
      {
        'assets/chart.js': BLOCK_CHUNK_BUDGET / KB + 1,
      },
      { [`${BLOCKS}/chart/ChartBlock.tsx`]: { file: 'assets/chart.js' } },
    );
    expect(viewerBudget(manifest, sizeOf).overruns).toEqual([
      `the Chart block adds ${(BLOCK_CHUNK_BUDGET / KB + 1).toFixed(1)} KB of JavaScript (at most ${(BLOCK_CHUNK_BUDGET / KB).toFixed(1)} KB)`,
    ]);
  });

  it('refuses a budget page over the ceiling', () => {
    const { manifest, sizeOf } = build({ 'assets/react.js': VIEWER_PAGE_CEILING / KB });
    expect(viewerBudget(manifest, sizeOf).overruns).toEqual([
      expect.stringMatching(
        /^a page with a header, table, list, footer block loads .* KB of JavaScript/,
      ),
    ]);
  });
});
