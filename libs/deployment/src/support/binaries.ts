import { execFileSync, spawnSync } from 'node:child_process';

/** Whether `name` (on PATH, or a path) runs: helm, docker and kubectl may be absent. */
export function binaryOnPath(name: string): boolean {
  return spawnSync('sh', ['-c', 'command -v "$0"', name], { stdio: 'ignore' }).status === 0;
}

/** Runs a command, returning its output; throws with its error output when it fails. */
export function run(command: string, args: string[], cwd: string): string {
  try {
    return execFileSync(command, args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new Error(`${command} ${args.join(' ')} failed:\n${stderr}`);
  }
}
