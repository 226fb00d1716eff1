import { defineJob } from '@tessera/platform';
import { eventCatalogue } from '@tessera/contracts';
import type { SpreadsheetCopier } from './spreadsheet-copier.js';
import { CopyImpossibleError } from './spreadsheet-duplicator.js';

const RETRIES = 4;

/**
 * `sheets.copy-spreadsheet`: a template's data copied into the workspace that used it. A passing
 * failure (Google busy) is tried again (2, 4, 8, 16 s); one that cannot pass, or the last try,
 * tells the marketplace the copy failed and why.
 */
export const copySpreadsheetJob = (copier: SpreadsheetCopier) =>
  defineJob({
    name: 'sheets.copy-spreadsheet',
    payload: eventCatalogue['marketplace.template-cloned'].payload,
    retries: RETRIES,
    backoffMs: 2_000,
    handler: async (request, { attempt }) => {
      try {
        await copier.copy(request);
      } catch (error) {
        if (error instanceof CopyImpossibleError) return copier.announce(request, error.message);
        if (attempt <= RETRIES) throw error;
        await copier.announce(
          request,
          "The template's data could not be copied. Please try again.",
        );
      }
    },
  });
