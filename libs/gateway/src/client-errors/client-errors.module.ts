import { Module } from '@nestjs/common';
import { ClientErrorsController } from './client-errors.controller.js';
import { ClientErrorsRepository } from './client-errors.repository.js';
import { ClientErrorsService } from './client-errors.service.js';

/** Browser errors reported to the server, listed for admins (editor-viewer-shell §8). */
@Module({
  controllers: [ClientErrorsController],
  providers: [ClientErrorsService, ClientErrorsRepository],
})
export class ClientErrorsModule {}
