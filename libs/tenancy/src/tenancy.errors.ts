import { defineErrors } from '@tessera/platform';

export const TenancyError = defineErrors('Tenancy', {
  appNotFound: [404, 'App not found.'],
  domainNotFound: [404, 'Domain not found.'],
  domainTaken: [409, 'This domain is already used by another app.'],
  domainAdded: [409, 'This domain is already added to this app.'],
  tesseraDomain: [400, 'This domain is Tessera’s own address and cannot be used for an app.'],
  domainLimit: [409, 'An app can have at most 5 custom domains. Remove one to add another.'],
  txtRecordMissing: [409, 'The domain is not verified yet.'],
  dnsUnavailable: [503, 'The DNS lookup failed. Please try again in a few minutes.'],
});
