#!/usr/bin/env node
// The bare `node:http` server the gateway is measured against, in a process of its own as the
// gateway is: it answers every request with the bytes and headers of the file it is given.
// Usage: node bare-server.mjs <answer.json>  ({ headers, bodyBase64 }); prints its port.
import { readFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import { createServer } from 'node:http';

const { headers, bodyBase64 } = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const body = Buffer.from(bodyBase64, 'base64');
const server = createServer((_request, response) => {
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
process.on('SIGTERM', () => process.exit(0));
