import 'reflect-metadata';
import { runServiceProcess } from '@tessera/platform';
import { TENANCY_SERVICE_EVENTS, TenancyServiceModule } from '@tessera/tenancy';

/**
 * The tenancy service of the split mode: keeps the routing table (app names, old names, custom
 * domains) from app events and invalidates published pages when their app or data changes.
 */
await runServiceProcess({
  name: 'tenancy',
  module: TenancyServiceModule,
  events: TENANCY_SERVICE_EVENTS,
});
