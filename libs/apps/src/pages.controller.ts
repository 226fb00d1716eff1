import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import {
  createPageRequestSchema,
  errorResponseSchema,
  globalQuerySchema,
  pageResponseSchema,
  pagesResponseSchema,
  reorderPagesRequestSchema,
  updatePageRequestSchema,
  type GlobalQuery,
} from '@tessera/contracts';
import {
  ApiDoc,
  CurrentAppUser,
  CurrentHostApp,
  CurrentOwner,
  CurrentViewer,
  Public,
  SkipIdempotency,
  ZodPipe,
  type AppUser,
  type HostApp,
  type Owner,
} from '@tessera/platform';
import type { z } from 'zod';
import { PageMetadataService } from './page-metadata.service.js';
import { PagesService } from './pages.service.js';

@Controller('api')
export class PagesController {
  constructor(
    private readonly pages: PagesService,
    private readonly metadata: PageMetadataService,
  ) {}

  /**
   * Public: a public app's viewer lists its pages; a guest of a private or password app only the
   * pages that are ways in (sign in, forgot password; register on a password app).
   */
  @Public()
  @Get('pages/:appId')
  @ApiDoc({
    tag: 'Pages',
    summary: "An app's pages in navigation order (a guest of a signed-in app: its sign-in pages)",
    responses: { 200: pagesResponseSchema, 404: errorResponseSchema },
  })
  async list(
    @Param('appId') appId: string,
    @CurrentViewer() viewer: Owner | null,
    @CurrentAppUser() appUser: AppUser | null,
  ) {
    return { pages: await this.pages.list(appId, viewer, appUser) };
  }

  @Post('pages')
  @ApiDoc({
    tag: 'Pages',
    summary: 'Add a page to an app',
    body: createPageRequestSchema,
    responses: { 201: pageResponseSchema, 400: errorResponseSchema, 409: errorResponseSchema },
  })
  async create(
    @CurrentOwner() owner: Owner,
    @Body(new ZodPipe(createPageRequestSchema)) body: z.infer<typeof createPageRequestSchema>,
  ) {
    return { page: await this.pages.create(owner, body) };
  }

  @Put('pages/order')
  @ApiDoc({
    tag: 'Pages',
    summary: "Reorder an app's pages",
    body: reorderPagesRequestSchema,
    responses: { 200: pagesResponseSchema, 400: errorResponseSchema, 404: errorResponseSchema },
  })
  async reorder(
    @CurrentOwner() owner: Owner,
    @Body(new ZodPipe(reorderPagesRequestSchema)) body: z.infer<typeof reorderPagesRequestSchema>,
  ) {
    return { pages: await this.pages.reorder(owner, body.appId, body.ids) };
  }

  @Put('pages/:id')
  @ApiDoc({
    tag: 'Pages',
    summary: 'Rename a page or change its URL',
    body: updatePageRequestSchema,
    responses: { 200: pageResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema },
  })
  async update(
    @CurrentOwner() owner: Owner,
    @Param('id') id: string,
    @Body(new ZodPipe(updatePageRequestSchema)) body: z.infer<typeof updatePageRequestSchema>,
  ) {
    return { page: await this.pages.update(owner, id, body) };
  }

  @Delete('pages/:id')
  @HttpCode(204)
  @ApiDoc({
    tag: 'Pages',
    summary: 'Delete a page (not the home page)',
    responses: { 204: 'Deleted', 404: errorResponseSchema, 409: errorResponseSchema },
  })
  async remove(@CurrentOwner() owner: Owner, @Param('id') id: string): Promise<void> {
    await this.pages.remove(owner, id);
  }

  /** Public: names breadcrumbs in the viewer of the app on this host. */
  @Public()
  @Get('page/:slug')
  @ApiDoc({
    tag: 'Pages',
    summary: 'The page with this slug of the app on this host, or null',
    responses: { 200: pageResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
  })
  async bySlug(
    @CurrentHostApp() app: HostApp | null,
    @Param('slug') slug: string,
    @CurrentViewer() viewer: Owner | null,
    @CurrentAppUser() appUser: AppUser | null,
  ) {
    return { page: await this.pages.findBySlug(app, slug, viewer, appUser) };
  }

  /** Public: guests view public apps; editors also get the editor fields (can_edit). */
  @Public()
  @Post('page/update-metadata')
  @SkipIdempotency() // a read sent as POST: nothing to apply twice, nothing worth storing
  @HttpCode(200)
  @ApiDoc({
    tag: 'Pages',
    summary: 'The page at the path in `board` of the app on this host, merged into the page store',
    responses: {
      200: 'The page, its blocks, the app pages and sheets, and the signed-in app user (app_user)',
      401: errorResponseSchema,
      403: errorResponseSchema,
      404: errorResponseSchema,
    },
  })
  load(
    @CurrentHostApp() app: HostApp | null,
    @Query(new ZodPipe(globalQuerySchema)) query: GlobalQuery,
    @CurrentViewer() viewer: Owner | null,
    @CurrentAppUser() appUser: AppUser | null,
  ) {
    return this.metadata.load(app, query.board, viewer, appUser);
  }
}
