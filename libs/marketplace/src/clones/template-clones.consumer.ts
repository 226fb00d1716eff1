import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import {
  DATABASE,
  EVENT_BUS,
  subscribeIdempotent,
  type Database,
  type EventBusPort,
} from '@tessera/platform';
import { TemplateClonesRepository } from './template-clones.repository.js';

/** The sheets service copied a clone's spreadsheet, or gave up: the clone is ready, or failed. */
@Injectable()
export class TemplateClonesConsumer implements OnModuleInit {
  constructor(
    @Inject(DATABASE) private readonly db: Database,
    @Inject(EVENT_BUS) private readonly bus: EventBusPort,
    private readonly clones: TemplateClonesRepository,
  ) {}

  onModuleInit() {
    subscribeIdempotent(this.bus, this.db, 'marketplace', 'spreadsheet.copied', (copied, tx) =>
      this.clones.finish(tx, copied.workspaceId, copied.cloneId, copied.error),
    );
  }
}
