import { Module } from '@nestjs/common';
import { AccountsModule } from '@tessera/accounts';
import { AppsModule } from '@tessera/apps';
import { BlocksApiModule } from '@tessera/blocks-api';
import { BoardsModule } from '@tessera/boards';
import { SpreadsheetsModule } from '@tessera/spreadsheets';
import { DemoRepository } from './demo.repository.js';
import { DemoSeeder } from './demo.seeder.js';

/**
 * The demo seed. apps/server loads this module lazily and calls `DemoSeeder.seedIfEmpty()` at boot
 * when SEED_DEMO is true; the gateway never imports it, so the distributed gateway never seeds.
 */
@Module({
  imports: [AccountsModule, SpreadsheetsModule, BoardsModule, AppsModule, BlocksApiModule],
  providers: [DemoSeeder, DemoRepository],
  exports: [DemoSeeder],
})
export class DemoModule {}
