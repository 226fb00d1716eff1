import { Module } from '@nestjs/common';
import { BillingModule } from '@tessera/billing';
import { WorkspacesController } from './workspaces.controller.js';
import { WorkspacesRepository } from './workspaces.repository.js';
import { WorkspacesService } from './workspaces.service.js';

/** The owner's workspace (plan) and the public settings the browser reads at start. */
@Module({
  imports: [BillingModule],
  controllers: [WorkspacesController],
  providers: [WorkspacesRepository, WorkspacesService],
  exports: [WorkspacesService],
})
export class WorkspacesModule {}
