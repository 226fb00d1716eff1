/**
 * A redis-server of a test's own, on a spare port, that the test can stop and start again (fault
 * tests). Used by *.int-spec.ts only.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { connect, createServer } from 'node:net';

/** True when the `redis-server` binary can be run here. */
export function redisServerInstalled(): boolean {
  return !spawnSync('redis-server', ['--version']).error;
}

/** A port nothing listens on right now. */
export async function sparePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('No port was assigned.');
  return address.port;
}

export class TestRedisServer {
  private process: ChildProcess | null = null;
  private chosenPort = 0;

  /** The port of the first start, kept by every later one (so clients reconnect to it). */
  get port(): number {
    if (this.chosenPort === 0) throw new Error('The test Redis server has not been started yet.');
    return this.chosenPort;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Starts an empty, memory-only server and waits until it answers PING. */
  async start(): Promise<void> {
    if (this.chosenPort === 0) this.chosenPort = await sparePort();
    const args = ['--port', String(this.port), '--bind', '127.0.0.1'];
    this.process = spawn('redis-server', [...args, '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    const deadline = Date.now() + 10_000;
    while (!(await this.answers())) {
      if (Date.now() > deadline) throw new Error(`redis-server did not start on ${this.port}.`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Kills the server (as a crash would) and waits until it is gone. */
  async stop(): Promise<void> {
    const running = this.process;
    this.process = null;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
  }

  private answers(): Promise<boolean> {
    return new Promise((resolve) => {
      const socket = connect(this.port, '127.0.0.1');
      const done = (answer: boolean) => {
        socket.destroy();
        resolve(answer);
      };
      socket.once('error', () => done(false));
      socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
      socket.once('connect', () => socket.write('PING\r\n'));
    });
  }
}
