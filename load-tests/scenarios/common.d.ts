// Types of common.js, for the TypeScript test that checks the scenarios.
import type { Flow, LoadContext, LoadRequest, LoadResponse } from './index.js';

export declare function pickFlow(flows: readonly Flow[], iteration: number): Flow;
export declare function query(params: Record<string, unknown>): string;
export declare function jsonRequest(
  method: string,
  url: string,
  body?: unknown,
  headers?: Record<string, string>,
): LoadRequest;
export declare function parseJson(response: LoadResponse): unknown;
export declare function firstMatch(pattern: RegExp, text: string | undefined): string | null;
export declare function idempotencyKey(ctx: LoadContext, step: string): string;
export declare function newRunId(): string;
export declare function originOf(url: string): string;
