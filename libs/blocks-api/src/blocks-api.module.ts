import { Module } from '@nestjs/common';
import { BlockSecrets } from './block-secrets.js';
import { BlocksController } from './blocks.controller.js';
import { BlocksRepository } from './blocks.repository.js';
import { BlocksService } from './blocks.service.js';

/** Blocks of boards and pages: the catalogue, adding, editing, deleting and reordering. */
@Module({
  controllers: [BlocksController],
  providers: [BlocksService, BlocksRepository, BlockSecrets],
  exports: [BlocksService, BlocksRepository],
})
export class BlocksApiModule {}
