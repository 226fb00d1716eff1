import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SheetsCall } from './sheets-api.js';

export type FakeRequestKind = 'read' | 'write' | 'token' | 'metadata';
export type RoutedCall = { operation: SheetsCall['operation']; id: string; range: string };

/**
 * Routes a Sheets v4 path. The path is still percent-encoded: googleapis encodes the range's
 * own ":" and "!", so a literal ":append" or ":clear" at the end is the operation.
 */
export function route(method: string, path: string): RoutedCall | null {
  const match = /^\/v4\/spreadsheets\/([^/:]+)(.*)$/.exec(path);
  if (!match) return null;
  const id = decodeURIComponent(match[1]!);
  const rest = match[2]!;
  const fixed: Record<string, SheetsCall['operation']> = {
    'GET ': 'get',
    'POST :batchUpdate': 'batchUpdate',
    'GET /values:batchGet': 'values.batchGet',
    'POST /values:batchUpdate': 'values.batchUpdate',
    'POST /values:batchClear': 'values.batchClear',
  };
  const operation = fixed[`${method} ${rest}`];
  if (operation) return { operation, id, range: '' };
  const values = /^\/values\/([^/]+?)(:append|:clear)?$/.exec(rest);
  if (!values) return null;
  const range = decodeURIComponent(values[1]!);
  const suffix = values[2];
  if (method === 'GET' && !suffix) return { operation: 'values.get', id, range };
  if (method === 'PUT' && !suffix) return { operation: 'values.update', id, range };
  if (method === 'POST' && suffix === ':append') return { operation: 'values.append', id, range };
  if (method === 'POST' && suffix === ':clear') return { operation: 'values.clear', id, range };
  return null;
}

export function kindOf(operation: SheetsCall['operation']): FakeRequestKind {
  if (operation === 'get') return 'metadata';
  return operation === 'values.get' || operation === 'values.batchGet' ? 'read' : 'write';
}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export function send(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' });
  response.end(JSON.stringify(body));
}
