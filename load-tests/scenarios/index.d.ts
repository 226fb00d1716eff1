// Types of the scenario definitions (see common.js), for the TypeScript test that checks them
// (libs/deployment/src/load-tests).
import type { ThresholdExpression } from '../lib/thresholds.js';

export type LoadRequest = {
  method: string;
  url: string;
  headers?: Record<string, string>;
  body?: string;
  cookies?: Record<string, string>;
};

export type LoadResponse = {
  status: number;
  headers: Record<string, string>;
  body: string;
  cookies: Record<string, string>;
};

export type LoadEnv = {
  baseUrl: string;
  appUrl: string;
  ownerEmail: string;
  ownerPassword: string;
  webhookSecret: string;
};

export type LoadContext = {
  env: LoadEnv;
  state: Record<string, unknown>;
  vars: Record<string, unknown>;
  vu: number;
  iteration: number;
  tools: { hmacSha256Hex(secret: string, text: string): string };
};

export type Step = {
  name: string;
  request(ctx: LoadContext): LoadRequest | LoadRequest[] | null;
  expect: number[];
  check?(response: LoadResponse, ctx: LoadContext): boolean;
  after?(response: LoadResponse, ctx: LoadContext, request: LoadRequest): void;
};

export type Flow = { name: string; weight: number; steps: Step[] };

export type Scenario = {
  name: string;
  title: string;
  connections: number;
  duration: string;
  thresholds: Record<string, ThresholdExpression[]>;
  setup: Step[];
  flows: Flow[];
  settle?: { step: Step; timeoutS: number };
  teardown?: Step[];
};

export declare const scenarios: Readonly<Record<string, Scenario>>;
