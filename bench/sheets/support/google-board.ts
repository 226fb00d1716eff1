import { createBoard, createOwnerSession, type FakeGoogleSheets } from '@tessera/testing';
import type { OpenGateway } from './gateway.js';

export type FakeSheet = { title: string; values: string[][] };
export type PublicGoogleBoard = { spreadsheetId: string; slug: string };

/**
 * A workspace whose owner connected a service-account key of the fake Google Sheets server, as
 * the dashboard does; `publish` adds one of the fake's spreadsheets on a new public board.
 */
export async function googleWorkspace(gateway: OpenGateway, fake: FakeGoogleSheets) {
  const owner = await createOwnerSession(gateway.db);
  const post = async (url: string, payload: Record<string, unknown>) => {
    const res = await gateway.app.inject({
      method: 'POST',
      url,
      headers: { cookie: owner.cookie },
      payload,
    });
    if (res.statusCode !== 201) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
    return res.json<{ id: string }>();
  };
  const connection = await post('/api/google/connections/service-account', {
    key: JSON.stringify(fake.createServiceAccountKey()),
  });
  return {
    async publish(title: string, sheets: FakeSheet[]): Promise<PublicGoogleBoard> {
      const googleId = fake.addSpreadsheet({ title, sheets });
      const spreadsheet = await post('/api/spreadsheets/google', {
        connection_id: connection.id,
        spreadsheet: googleId,
      });
      const board = await createBoard(gateway.db, {
        workspaceId: owner.workspaceId,
        spreadsheetId: spreadsheet.id,
        public: true,
      });
      return { spreadsheetId: spreadsheet.id, slug: board.slug };
    },
  };
}

export type View = {
  title: string;
  /** From when the view was due to when its answer arrived. */
  latencyMs: number;
  fetchedAt: number;
  stale: boolean;
};

/** One anonymous visitor's read of a sheet of the board (the first page, as a table shows it). */
export async function viewSheet(
  gateway: OpenGateway,
  board: PublicGoogleBoard,
  title: string,
): Promise<Omit<View, 'latencyMs'>> {
  const url = `/api/board/${board.spreadsheetId}/sheet/${encodeURIComponent(title)}?board=%2F${board.slug}&page=1&page_size=25`;
  const res = await gateway.app.inject({ method: 'GET', url });
  if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
  const { freshness } = res.json<{ freshness: { fetched_at: string; stale: boolean } }>();
  return { title, fetchedAt: Date.parse(freshness.fetched_at), stale: freshness.stale };
}

/** Per sheet: the copies the views were served, the shortest gap between two, the stale views. */
export function copiesPerSheet(views: readonly View[], titles: readonly string[]) {
  return titles.map((title) => {
    const mine = views.filter((view) => view.title === title);
    const loads = [...new Set(mine.map((view) => view.fetchedAt))].sort((a, b) => a - b);
    const gaps = loads.slice(1).map((at, i) => at - loads[i]!);
    return {
      title,
      copies: loads.length,
      shortestGap: gaps.length ? Math.min(...gaps) : null,
      stale: mine.filter((view) => view.stale).length,
    };
  });
}
