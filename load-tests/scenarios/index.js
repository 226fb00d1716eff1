// Every scenario, by name: what load-tests/run.mjs runs (in this order: owners last, as the row
// writes it leaves to apply would weigh on a scenario after it), and what each k6 script imports.
import owners from './owners.js';
import sheetReads from './sheet-reads.js';
import visitors from './visitors.js';
import webhooks from './webhooks.js';

export const scenarios = Object.fromEntries(
  [visitors, sheetReads, webhooks, owners].map((scenario) => [scenario.name, scenario]),
);
