import { describe, expect, it } from '@jest/globals';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { schema } from '@tessera/platform';
import { billingSchema } from '@tessera/billing';
import { marketplaceSchema } from '@tessera/marketplace';
import { mediaSchema } from '@tessera/media';
import { sheetsSchema } from '@tessera/spreadsheets';
import { tenancySchema } from '@tessera/tenancy';
import { TABLE_OWNERS, type TableOwner } from './table-owners.js';

const libsDir = fileURLToPath(new URL('../../..', import.meta.url));

/** The tables a schema module defines, by their export name. */
const tablesOf = (module: Record<string, unknown>) =>
  Object.entries(module)
    .filter(([, value]) => is(value, PgTable))
    .map(([name]) => name);

/** Where each table is defined: the platform's schema, or a service library's own. */
const definedIn: Record<string, readonly string[]> = {
  platform: tablesOf(schema),
  sheets: tablesOf(sheetsSchema),
  tenancy: tablesOf(tenancySchema),
  media: tablesOf(mediaSchema),
  marketplace: tablesOf(marketplaceSchema),
  billing: tablesOf(billingSchema),
};
const tableNames = new Set(Object.values(definedIn).flat());

/** The service a library belongs to: its `service:*` Nx tag, or the gateway's features. */
function serviceOf(lib: string): TableOwner {
  const manifest = JSON.parse(readFileSync(join(libsDir, lib, 'package.json'), 'utf8')) as {
    nx?: { tags?: string[] };
  };
  const tag = manifest.nx?.tags?.find((t) => t.startsWith('service:'));
  return (tag?.slice('service:'.length) as TableOwner | undefined) ?? 'gateway';
}

/** Production sources only: tests, contracts and test kits may set up any table. */
function sourcesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourcesOf(path);
    return /\.tsx?$/.test(entry.name) &&
      !/\.(spec|int-spec|process-spec|contract)\.ts$/.test(entry.name)
      ? [path]
      : [];
  });
}

/**
 * The tables a source names: imported by name from a library or a schema file (`import { apps }`),
 * destructured from a schema namespace, or as `schema.apps` / `sheetsSchema.sheets`. A guard
 * against the usual forms, not a proof against every one.
 */
function tablesNamedIn(source: string): string[] {
  const named = new Set<string>();
  for (const [, list] of source.matchAll(
    /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'(?:@tessera\/[\w-]+|[./]+(?:[\w-]+\/)*schema(?:\/index)?\.js)'/g,
  ))
    for (const specifier of list!.split(',')) {
      const name = specifier
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      if (tableNames.has(name)) named.add(name);
    }
  for (const [, list] of source.matchAll(/\{([^}]*)\}\s*=\s*\w*[sS]chema\b/g))
    for (const binding of list!.split(',')) {
      const name = binding.split(':')[0]!.trim();
      if (tableNames.has(name)) named.add(name);
    }
  for (const [, name] of source.matchAll(/\b\w*[sS]chema\.(\w+)/g))
    if (tableNames.has(name!)) named.add(name!);
  return [...named];
}

/** `lib -> table` for every table a library names that its service does not own. */
function foreignReads(): string[] {
  const reads = new Set<string>();
  const libs = readdirSync(libsDir).filter((lib) => lib !== 'platform' && lib !== 'testing');
  for (const lib of libs) {
    const service = serviceOf(lib);
    for (const file of sourcesOf(join(libsDir, lib, 'src')))
      for (const table of tablesNamedIn(readFileSync(file, 'utf8'))) {
        const owner = TABLE_OWNERS[table as keyof typeof TABLE_OWNERS];
        const allowed = owner === service || owner === 'platform';
        if (!allowed) reads.add(`${lib} -> ${table}`);
      }
  }
  return [...reads].sort();
}

describe('table ownership', () => {
  it('names an owner for every table of the schema', () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...tableNames].sort());
  });

  it('finds a table however a source names it', () => {
    const source = [
      "import { DATABASE, apps as appsTable, type Database } from '@tessera/platform';",
      "import {\n  type sheets,\n  boards,\n} from '@tessera/platform';",
      'db.select().from(schema.tenantRoutes);',
      'const { workspaces, outbox: events } = schema;',
      "import { apps } from './elsewhere.js';",
      "import { sheetRows } from '../db/schema.js';",
      'const { sheetWriteLeases } = sheetsSchema;',
      'db.select().from(tenancySchema.appDomains);',
    ].join('\n');
    expect(tablesNamedIn(source).sort()).toEqual([
      'appDomains',
      'apps',
      'boards',
      'outbox',
      'sheetRows',
      'sheetWriteLeases',
      'sheets',
      'tenantRoutes',
      'workspaces',
    ]);
  });

  it("defines each service's tables in its own library, and only there", () => {
    const ownersOf = (tables: readonly string[]) =>
      new Set(tables.map((table) => TABLE_OWNERS[table as keyof typeof TABLE_OWNERS]));
    expect(ownersOf(definedIn['sheets']!)).toEqual(new Set(['sheets']));
    expect(ownersOf(definedIn['tenancy']!)).toEqual(new Set(['tenancy']));
    expect(ownersOf(definedIn['media']!)).toEqual(new Set(['media']));
    expect(ownersOf(definedIn['marketplace']!)).toEqual(new Set(['marketplace']));
    expect(ownersOf(definedIn['billing']!)).toEqual(new Set(['billing']));
    expect(ownersOf(definedIn['platform']!)).toEqual(new Set(['gateway', 'platform']));
  });

  it("keeps each service's tables to its library, and each service to its own tables", () => {
    expect(foreignReads()).toEqual([]);
  });

  it('knows the services by their tags, and reads their sources', () => {
    // A library moved, renamed or untagged must not drop out of the check unnoticed.
    expect(serviceOf('spreadsheets')).toBe('sheets');
    expect(serviceOf('tenancy')).toBe('tenancy');
    expect(serviceOf('media')).toBe('media');
    expect(serviceOf('marketplace')).toBe('marketplace');
    expect(serviceOf('billing')).toBe('billing');
    expect(serviceOf('apps')).toBe('gateway');
    for (const lib of ['spreadsheets', 'tenancy', 'media', 'marketplace', 'billing'])
      expect(sourcesOf(join(libsDir, lib, 'src')).length).toBeGreaterThan(10);
  });
});
