import { Controller, HttpCode, Post, Query } from '@nestjs/common';
import { errorResponseSchema, globalQuerySchema, type GlobalQuery } from '@tessera/contracts';
import {
  ApiDoc,
  CurrentViewer,
  Public,
  SkipIdempotency,
  ZodPipe,
  type Owner,
} from '@tessera/platform';
import { BoardMetadataService } from './board-metadata.service.js';

@Controller('api/board')
export class BoardMetadataController {
  constructor(private readonly metadata: BoardMetadataService) {}

  /** Public: guests view public boards; members also get the editor fields (can_edit). */
  @Public()
  @Post('update-metadata')
  @SkipIdempotency() // a read sent as POST: nothing to apply twice, nothing worth storing
  @HttpCode(200)
  @ApiDoc({
    tag: 'Boards',
    summary: 'The board at the path in `board`, merged into the board store',
    responses: {
      200: 'The board, its blocks and sheets',
      403: errorResponseSchema,
      404: errorResponseSchema,
    },
  })
  load(
    @Query(new ZodPipe(globalQuerySchema)) query: GlobalQuery,
    @CurrentViewer() viewer: Owner | null,
  ) {
    return this.metadata.load(query.board, viewer);
  }
}
