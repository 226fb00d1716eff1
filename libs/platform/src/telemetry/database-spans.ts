import type { PGlite, Transaction as PGliteTransaction } from '@electric-sql/pglite';
import { context, SpanKind, type Attributes } from '@opentelemetry/api';
import type pg from 'pg';
import { endWhenSettled, failSpan, tracer } from './trace-context.js';

/** Enough of a statement to recognise it in a trace; its parameters are never recorded. */
const STATEMENT_CHARS = 2000;

function queryAttributes(text: string): Attributes {
  return { 'db.system.name': 'postgresql', 'db.query.text': text.slice(0, STATEMENT_CHARS) };
}

/** `SELECT`, `INSERT`...: the span's name, as the semantic conventions want it short. */
function operationOf(text: string): string {
  return /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'QUERY';
}

function textOf(query: unknown): string {
  if (typeof query === 'string') return query;
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : '';
}

/** Runs a query call in a CLIENT span; handles the promise and the callback forms. */
function traced(text: string, args: unknown[], call: (args: unknown[]) => unknown): unknown {
  const span = tracer().startSpan(operationOf(text), {
    kind: SpanKind.CLIENT,
    attributes: queryAttributes(text),
  });
  // Not traced (no endpoint): the call goes through untouched, its promise unobserved.
  if (!span.isRecording()) {
    span.end();
    return call(args);
  }
  const last = args.at(-1);
  let result: unknown;
  try {
    if (typeof last === 'function') {
      const callback = last as (error: unknown, ...rest: unknown[]) => void;
      return call([
        ...args.slice(0, -1),
        (error: unknown, ...rest: unknown[]) => {
          if (error) failSpan(span, error);
          span.end();
          callback(error, ...rest);
        },
      ]);
    }
    result = call(args);
  } catch (error) {
    failSpan(span, error);
    span.end();
    throw error;
  }
  if (result && typeof (result as Promise<unknown>).then === 'function')
    endWhenSettled(span, result as Promise<unknown>);
  else span.end();
  return result;
}

/** A CLIENT span per statement a PostgreSQL connection of the pool runs. */
export function traceQueries(pool: pg.Pool): void {
  // A query waiting for a free connection gets it when another query ends: its callback must run
  // in its own request's context, not in the one of the request that freed the connection.
  const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
  (pool as { connect: unknown }).connect = (callback?: unknown) =>
    typeof callback === 'function'
      ? connect(context.bind(context.active(), callback as (...args: unknown[]) => void))
      : connect();
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as { query: unknown }).query = (...args: unknown[]) =>
      // A Submittable (a cursor) manages itself: passed through.
      typeof (args[0] as { submit?: unknown } | null)?.submit === 'function'
        ? query(...args)
        : traced(textOf(args[0]), args, (a) => query(...a));
  });
}

/** A CLIENT span per statement PGlite runs, in and out of transactions. */
export function traceEmbeddedQueries(client: PGlite): void {
  const traceOn = (target: Pick<PGlite | PGliteTransaction, 'query'>) => {
    const query = target.query.bind(target) as (...args: unknown[]) => unknown;
    (target as { query: unknown }).query = (...args: unknown[]) =>
      traced(textOf(args[0]), args, (a) => query(...a));
  };
  traceOn(client);
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(work: (tx: PGliteTransaction) => Promise<T>) =>
    transaction((tx) => {
      traceOn(tx);
      return work(tx);
    });
}
