// Types of test-server.mjs, for the TypeScript benches that start the built server.
export type TestServer = {
  port: number;
  baseUrl: string;
  logFile: string;
  stop(): Promise<void>;
};

export declare function startTestServer(): Promise<TestServer>;
