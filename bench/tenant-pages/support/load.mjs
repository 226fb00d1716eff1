#!/usr/bin/env node
// A small keep-alive HTTP load generator (autocannon is not a dependency): N connections, each
// sending its next GET as soon as the last answer has been read, for a fixed time. It runs in its
// own process so that it never shares an event loop with the server it measures.
// Usage: node load.mjs '{"url": "...", "headers": {...}, "connections": 100, "durationMs": 10000}'
// Prints one JSON line: {requests, durationMs, statuses, errors, bytes, latenciesMs: [sorted]}.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';

const { url, headers = {}, connections = 100, durationMs = 10_000 } = JSON.parse(process.argv[2]);
const target = new URL(url);
const agent = new Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
const latencies = [];
const statuses = {};
let errors = 0;
let bytes = 0;

function once() {
  return new Promise((resolve) => {
    const started = process.hrtime.bigint();
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname + target.search,
        agent,
        headers,
      },
      (res) => {
        res.on('data', (chunk) => {
          bytes += chunk.length;
        });
        res.on('end', () => {
          latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
          statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1;
          resolve();
        });
      },
    );
    req.on('error', () => {
      errors += 1;
      resolve();
    });
    req.end();
  });
}

const started = performance.now();
const deadline = started + durationMs;
await Promise.all(
  Array.from({ length: connections }, async () => {
    while (performance.now() < deadline) await once();
  }),
);
const elapsed = performance.now() - started;
agent.destroy();
latencies.sort((a, b) => a - b);
process.stdout.write(
  `${JSON.stringify({ requests: latencies.length, durationMs: elapsed, statuses, errors, bytes, latenciesMs: latencies })}\n`,
);
