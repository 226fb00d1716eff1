import 'reflect-metadata';
import { runServiceProcess } from '@tessera/platform';
import { SHEETS_SERVICE_EVENTS, SheetsServiceModule } from '@tessera/spreadsheets';

/**
 * The sheets service of the split mode: sheet loads and refreshes (Google quota included) and row
 * write-back, fed by `sheet.row-written` and the refresh jobs the gateway enqueues. Several
 * replicas share the work (one Kafka consumer group, BullMQ workers).
 */
await runServiceProcess({
  name: 'sheets',
  module: SheetsServiceModule,
  events: SHEETS_SERVICE_EVENTS,
});
