// k6 run -e BASE_URL=... load-tests/k6/visitors.js (see load-tests/README.md).
import visitors from '../scenarios/visitors.js';
import { optionsFor, runIteration, runSetup, runTeardown } from './support.js';

export const options = optionsFor(visitors);

export function setup() {
  return runSetup(visitors);
}

export default function (state) {
  runIteration(visitors, state);
}

export function teardown(state) {
  runTeardown(visitors, state);
}
