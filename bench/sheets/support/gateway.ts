import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createGateway } from '@tessera/gateway';
import { loadConfig, openDatabase, type Database, type DatabaseOptions } from '@tessera/platform';

export type OpenGateway = { app: NestFastifyApplication; db: Database; close(): Promise<void> };

/**
 * The gateway in this process, as the integration tests open it: embedded adapters (in-memory
 * cache, in-process queue) unless `env` names others. Requests go through Fastify by app.inject.
 */
export async function openGateway(
  options: DatabaseOptions = { kind: 'pglite' },
  env: Record<string, string> = {},
): Promise<OpenGateway> {
  const handle = await openDatabase(options);
  const app = await createGateway(loadConfig({ LOG_LEVEL: 'silent', ...env }), handle);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return {
    app,
    db: handle.db,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

const CATEGORIES = ['Lamps', 'Chairs', 'Tables', 'Rugs', 'Shelves'];
const CITIES = ['Oslo', 'Lyon', 'Porto', 'Turin', 'Ghent', 'Graz', 'Cork', 'Brno'];

/**
 * A product list, header first: the same rows on every run (a fixed pseudo-random sequence), about
 * a fifth of them Lamps and an eighth of them in Oslo.
 */
export function productRows(count: number): string[][] {
  let seed = 42;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = (list: readonly string[]) => list[Math.floor(next() * list.length)]!;
  const rows: string[][] = [['Name', 'Category', 'Price', 'Stock', 'City', 'Added', 'Notes']];
  for (let i = 1; i <= count; i += 1) {
    const day = 1 + Math.floor(next() * 28);
    rows.push([
      `Product ${i}`,
      pick(CATEGORIES),
      (next() * 500).toFixed(2),
      String(Math.floor(next() * 1000)),
      pick(CITIES),
      `2024-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      next() < 0.1 ? 'Back in stock soon, ask the shop' : '',
    ]);
  }
  return rows;
}
