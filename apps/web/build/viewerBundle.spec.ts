import { describe, expect, it } from '@jest/globals';
import { chunksReachableFrom, editorCodeInEntry, type BundleFile } from './viewerBundle.js';

const ROOT = '/repo';
const chunk = (
  fileName: string,
  modules: Record<string, number>,
  links: { imports?: string[]; dynamicImports?: string[]; entry?: string } = {},
): BundleFile => ({
  type: 'chunk',
  fileName,
  isEntry: Boolean(links.entry),
  facadeModuleId: links.entry ?? null,
  imports: links.imports ?? [],
  dynamicImports: links.dynamicImports ?? [],
  modules: Object.fromEntries(
    Object.entries(modules).map(([id, renderedLength]) => [`${ROOT}/${id}`, { renderedLength }]),
  ),
});

function bundleOf(...files: BundleFile[]): Record<string, BundleFile> {
  return Object.fromEntries(files.map((file) => [file.fileName, file]));
}

const shared = chunk('shared.js', { 'libs/blocks/src/BlockRenderer.tsx': 900 });
const editor = chunk(
  'editor.js',
  {
    'apps/web/src/features/editor/blocks/BlockEditorPanel.tsx': 500,
    'libs/blocks/src/settings/BlockSettingsForm.tsx': 800,
  },
  { imports: ['shared.js'] },
);
const index = chunk(
  'index.js',
  { 'apps/web/src/main.tsx': 100 },
  {
    entry: `${ROOT}/apps/web/index.html`,
    imports: ['shared.js'],
    dynamicImports: ['editor.js'],
  },
);

describe('the viewer bundle check', () => {
  it('passes when only the full app reaches the editor', () => {
    const viewer = chunk(
      'viewer.js',
      { 'apps/web/src/viewer-entry/main.tsx': 100 },
      {
        entry: `${ROOT}/apps/web/viewer.html`,
        imports: ['shared.js'],
      },
    );
    expect(editorCodeInEntry(bundleOf(shared, editor, index, viewer), 'viewer.html', ROOT)).toEqual(
      [],
    );
    expect(
      editorCodeInEntry(bundleOf(shared, editor, index, viewer), 'index.html', ROOT),
    ).toHaveLength(2);
  });

  it('names editor code the viewer can load, also through a later (dynamic) import', () => {
    const viewer = chunk(
      'viewer.js',
      { 'apps/web/src/viewer-entry/main.tsx': 100 },
      {
        entry: `${ROOT}/apps/web/viewer.html`,
        dynamicImports: ['editor.js'],
      },
    );
    expect(editorCodeInEntry(bundleOf(shared, editor, index, viewer), 'viewer.html', ROOT)).toEqual(
      [
        { chunk: 'editor.js', module: 'apps/web/src/features/editor/blocks/BlockEditorPanel.tsx' },
        { chunk: 'editor.js', module: 'libs/blocks/src/settings/BlockSettingsForm.tsx' },
      ],
    );
  });

  it('names editor code placed in a chunk the viewer shares, unless it was tree-shaken away', () => {
    const mixed = chunk('mixed.js', {
      'apps/web/src/features/multipage/PageContent.tsx': 700,
      'apps/web/src/features/editor/multipage/MultipageTopBar.tsx': 300,
      'apps/web/src/features/dashboard/DashboardHomePage.tsx': 0,
    });
    const viewer = chunk(
      'viewer.js',
      {},
      {
        entry: `${ROOT}/apps/web/viewer.html`,
        imports: ['mixed.js'],
      },
    );
    expect(editorCodeInEntry(bundleOf(mixed, viewer), 'viewer.html', ROOT)).toEqual([
      { chunk: 'mixed.js', module: 'apps/web/src/features/editor/multipage/MultipageTopBar.tsx' },
    ]);
  });

  it('names React Router in a chunk the viewer loads: the viewer navigates without a router', () => {
    const global = chunk('global.js', {
      'node_modules/react-router/dist/production/index.mjs': 900,
      'node_modules/react-dom/cjs/react-dom-client.production.js': 4000,
    });
    const viewer = chunk(
      'viewer.js',
      {},
      { entry: `${ROOT}/apps/web/viewer.html`, imports: ['global.js'] },
    );
    expect(editorCodeInEntry(bundleOf(global, viewer), 'viewer.html', ROOT)).toEqual([
      { chunk: 'global.js', module: 'node_modules/react-router/dist/production/index.mjs' },
    ]);
  });

  it('names Zod in a chunk the viewer loads: blocks draw their settings as the server read them', () => {
    const schemas = chunk('schemas.js', {
      'node_modules/zod/v4/classic/schemas.js': 9000,
      'libs/domain/src/blocks/table-settings.ts': 400,
    });
    const viewer = chunk(
      'viewer.js',
      {},
      { entry: `${ROOT}/apps/web/viewer.html`, dynamicImports: ['schemas.js'] },
    );
    expect(editorCodeInEntry(bundleOf(schemas, viewer), 'viewer.html', ROOT)).toEqual([
      { chunk: 'schemas.js', module: 'node_modules/zod/v4/classic/schemas.js' },
    ]);
  });

  it('refuses a bundle without the entry, and follows each chunk once', () => {
    expect(() => editorCodeInEntry(bundleOf(shared), 'viewer.html', ROOT)).toThrow(
      'The bundle has no entry named viewer.html.',
    );
    const a = chunk('a.js', {}, { imports: ['b.js'] });
    const b = chunk('b.js', {}, { dynamicImports: ['a.js'] });
    expect(chunksReachableFrom(bundleOf(a, b), 'a.js').sort()).toEqual(['a.js', 'b.js']);
  });
});
