// k6 run -e BASE_URL=... load-tests/k6/sheet-reads.js (see load-tests/README.md).
import sheetReads from '../scenarios/sheet-reads.js';
import { optionsFor, runIteration, runSetup, runTeardown } from './support.js';

export const options = optionsFor(sheetReads);

export function setup() {
  return runSetup(sheetReads);
}

export default function (state) {
  runIteration(sheetReads, state);
}

export function teardown(state) {
  runTeardown(sheetReads, state);
}
