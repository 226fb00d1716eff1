// k6 run -e BASE_URL=... load-tests/k6/owners.js (see load-tests/README.md).
import owners from '../scenarios/owners.js';
import { optionsFor, runIteration, runSetup, runTeardown } from './support.js';

export const options = optionsFor(owners);

export function setup() {
  return runSetup(owners);
}

export default function (state) {
  runIteration(owners, state);
}

export function teardown(state) {
  runTeardown(owners, state);
}
