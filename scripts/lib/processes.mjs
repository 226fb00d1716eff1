import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

const FORWARDED = ['SIGINT', 'SIGTERM', 'SIGHUP'];
let stopRequested = false;

/** Whether a stop signal reached this script (Ctrl-C, `kill`, a container stop). */
export const wasStopRequested = () => stopRequested;

/**
 * Runs a command to its end and resolves with its exit code. SIGINT/SIGTERM/SIGHUP received
 * meanwhile go to the child (Ctrl-C reaches the whole process group anyway; `kill <pid>` or a
 * container stop reaches only us), and we wait for it to finish instead of leaving it behind.
 * A child ended by a signal answers 128 + the signal's number, as a shell reports it.
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    const forward = (signal) => {
      stopRequested = true;
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    };
    for (const signal of FORWARDED) process.on(signal, forward);
    const detach = () => {
      for (const signal of FORWARDED) process.off(signal, forward);
    };
    child.once('error', (error) => {
      detach();
      reject(error);
    });
    child.once('exit', (code, signal) => {
      detach();
      if (code !== null) resolve(code);
      else resolve(128 + (constants.signals[signal] ?? 0));
    });
  });
}

/** Fails the script with the child's exit code when a step does not succeed. */
export async function runStep(label, command, args, options = {}) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n${label} failed (exit code ${code}).`);
    process.exit(code);
  }
}

/**
 * Follows a started child: `exited()` is its exit code or signal once it has ended (else null),
 * and `stop()` asks it to stop (SIGTERM), kills it after `stopTimeoutMs` if it has not, and
 * resolves once it has ended.
 */
export function supervised(child, { stopTimeoutMs }) {
  let exited = null;
  child.once('exit', (code, signal) => (exited = signal ?? code));
  return {
    exited: () => exited,
    async stop() {
      if (exited !== null) return;
      child.kill('SIGTERM');
      const deadline = Date.now() + stopTimeoutMs;
      while (exited === null && Date.now() < deadline) await sleep(100);
      if (exited === null) child.kill('SIGKILL');
    },
  };
}
