// Types of split-stack.mjs, for the TypeScript tests that drive the split stack's processes.
import type { ChildProcess } from 'node:child_process';

export declare const SERVICES: readonly string[];

export type SplitStack = {
  ready: Promise<{ kafkaBrokers: string }>;
  stop(): Promise<void>;
  kill(name: string, signal: NodeJS.Signals): Promise<void>;
  restart(name: string): Promise<void>;
};

export declare function startSplitStack(options: {
  env: Record<string, string | undefined>;
  ports: Record<string, number>;
  dataDir: string;
  output: (name: string, child: ChildProcess) => void;
  onExit?: (name: string, codeOrSignal: number | string | null) => void;
  detached?: boolean;
}): SplitStack;

export declare function createDatabaseIfMissing(
  url: string,
  options?: { fresh?: boolean },
): Promise<void>;
