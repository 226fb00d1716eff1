import { Module } from '@nestjs/common';
import { AccountsModule } from '@tessera/accounts';
import { AppsModule } from '@tessera/apps';
import { BlocksApiModule } from '@tessera/blocks-api';
import { BoardsModule } from '@tessera/boards';
import { SpreadsheetsModule } from '@tessera/spreadsheets';
import { DemoRepository } from './demo.repository.js';
import { DemoSeeder } from './demo.seeder.js';

/** The demo seed. apps/server calls `DemoSeeder.seedIfEmpty()` at boot when SEED_DEMO is true. */
@Module({
  imports: [AccountsModule, SpreadsheetsModule, BoardsModule, AppsModule, BlocksApiModule],
  providers: [DemoSeeder, DemoRepository],
  exports: [DemoSeeder],
})
export class DemoModule {}
