// k6 run -e BASE_URL=... load-tests/k6/webhooks.js (see load-tests/README.md).
import webhooks from '../scenarios/webhooks.js';
import { optionsFor, runIteration, runSetup, runTeardown } from './support.js';

export const options = optionsFor(webhooks);

export function setup() {
  return runSetup(webhooks);
}

export default function (state) {
  runIteration(webhooks, state);
}

export function teardown(state) {
  runTeardown(webhooks, state);
}
