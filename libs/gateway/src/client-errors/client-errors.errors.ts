import { defineErrors } from '@tessera/platform';

export const ClientErrorsError = defineErrors('ClientErrors', {
  tooManyReports: [429, 'Too many error reports.'],
  badCursor: [400, 'This page of the error list does not exist.'],
});
