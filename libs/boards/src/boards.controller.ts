import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import {
  boardListResponseSchema,
  createBoardRequestSchema,
  errorResponseSchema,
  updateBoardRequestSchema,
  type CreateBoardRequest,
} from '@tessera/contracts';
import { ApiDoc, CurrentOwner, ZodPipe, type Owner } from '@tessera/platform';
import { BoardsService, type UpdateBoardRequest } from './boards.service.js';

@Controller('api/boards')
export class BoardsController {
  constructor(private readonly boards: BoardsService) {}

  @Get()
  @ApiDoc({
    tag: 'Boards',
    summary: "The workspace's boards",
    responses: { 200: boardListResponseSchema },
  })
  async list(@CurrentOwner() owner: Owner) {
    return { boards: await this.boards.list(owner) };
  }

  @Post()
  @ApiDoc({
    tag: 'Boards',
    summary: 'Create a board from a workspace spreadsheet',
    body: createBoardRequestSchema,
    responses: {
      201: 'The board',
      400: errorResponseSchema,
      404: errorResponseSchema,
      409: errorResponseSchema,
    },
  })
  async create(
    @CurrentOwner() owner: Owner,
    @Body(new ZodPipe(createBoardRequestSchema)) body: CreateBoardRequest,
  ) {
    return { board: await this.boards.create(owner, body) };
  }

  @Get(':id')
  @ApiDoc({
    tag: 'Boards',
    summary: 'A board of the workspace',
    responses: { 200: 'The board', 404: errorResponseSchema },
  })
  async get(@CurrentOwner() owner: Owner, @Param('id') id: string) {
    return { board: await this.boards.get(owner, id) };
  }

  @Post(':id/duplicate')
  @ApiDoc({
    tag: 'Boards',
    summary: 'Copy a board with its settings and blocks (private, named "Copy of …")',
    responses: { 201: 'The copy', 404: errorResponseSchema, 409: errorResponseSchema },
  })
  async duplicate(@CurrentOwner() owner: Owner, @Param('id') id: string) {
    return { board: await this.boards.duplicate(owner, id) };
  }

  @Put(':id')
  @ApiDoc({
    tag: 'Boards',
    summary: "Change a board's name, spreadsheet or settings",
    body: updateBoardRequestSchema,
    responses: { 200: 'The board', 400: errorResponseSchema, 404: errorResponseSchema },
  })
  async update(
    @CurrentOwner() owner: Owner,
    @Param('id') id: string,
    @Body(new ZodPipe(updateBoardRequestSchema)) body: UpdateBoardRequest,
  ) {
    return { board: await this.boards.update(owner, id, body) };
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiDoc({
    tag: 'Boards',
    summary: 'Delete a board and its blocks',
    responses: { 204: 'Deleted', 404: errorResponseSchema },
  })
  async remove(@CurrentOwner() owner: Owner, @Param('id') id: string): Promise<void> {
    await this.boards.remove(owner, id);
  }
}
