import 'reflect-metadata';
import { MARKETPLACE_SERVICE_EVENTS, MarketplaceServiceModule } from '@tessera/marketplace';
import { runServiceProcess } from '@tessera/platform';

/**
 * The marketplace service of the split mode: e-mails the owner when a submission is received,
 * approved or rejected.
 */
await runServiceProcess({
  name: 'marketplace',
  module: MarketplaceServiceModule,
  events: MARKETPLACE_SERVICE_EVENTS,
});
