import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  blockCatalogueResponseSchema,
  blockSchema,
  createBlockRequestSchema,
  errorResponseSchema,
  reorderBlocksRequestSchema,
  updateBlockRequestSchema,
  type CreateBlockRequest,
} from '@tessera/contracts';
import { blockCatalogue } from '@tessera/domain';
import { ApiDoc, CurrentOwner, Public, ZodPipe, type Owner } from '@tessera/platform';
import { z } from 'zod';
import { BlocksService } from './blocks.service.js';

const blockResponseSchema = z.object({ block: blockSchema });
const blocksResponseSchema = z.object({ blocks: z.array(blockSchema) });

@Controller('api/blocks')
export class BlocksController {
  constructor(private readonly blocks: BlocksService) {}

  @Public()
  @Get()
  @ApiDoc({
    tag: 'Blocks',
    summary: 'The block catalogue shown in Choose Your Block',
    responses: { 200: blockCatalogueResponseSchema },
  })
  catalogue() {
    return { blocks: blockCatalogue() };
  }

  @Post()
  @ApiDoc({
    tag: 'Blocks',
    summary: 'Add a block to a board (at the position or the end) or a page (above the footer)',
    body: createBlockRequestSchema,
    responses: { 201: blockResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  })
  async create(
    @CurrentOwner() owner: Owner,
    @Body(new ZodPipe(createBlockRequestSchema)) body: CreateBlockRequest,
  ) {
    return { block: await this.blocks.create(owner, body) };
  }

  // Declared before ':id' for readers; Fastify matches the static segment first either way.
  @Put('order')
  @ApiDoc({
    tag: 'Blocks',
    summary: "Reorder a board's or page's blocks",
    body: reorderBlocksRequestSchema,
    responses: { 200: blocksResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  })
  async reorder(
    @CurrentOwner() owner: Owner,
    @Body(new ZodPipe(reorderBlocksRequestSchema)) body: z.infer<typeof reorderBlocksRequestSchema>,
  ) {
    return { blocks: await this.blocks.reorder(owner, body, body.ids) };
  }

  @Put(':id')
  @ApiDoc({
    tag: 'Blocks',
    summary: "Replace a block's settings",
    body: updateBlockRequestSchema,
    responses: { 200: blockResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  })
  async update(
    @CurrentOwner() owner: Owner,
    @Param('id') id: string,
    @Body(new ZodPipe(updateBlockRequestSchema)) body: z.infer<typeof updateBlockRequestSchema>,
  ) {
    return { block: await this.blocks.update(owner, id, body.settings) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiDoc({
    tag: 'Blocks',
    summary: 'Delete a block',
    responses: { 204: 'Deleted', 404: errorResponseSchema },
  })
  async remove(@CurrentOwner() owner: Owner, @Param('id') id: string): Promise<void> {
    await this.blocks.remove(owner, id);
  }
}
