import { Controller, Get, Param } from '@nestjs/common';
import {
  errorResponseSchema,
  settingResponseSchema,
  workspaceResponseSchema,
} from '@tessera/contracts';
import { ApiDoc, CurrentOwner, Public, type Owner } from '@tessera/platform';
import { WorkspacesService } from './workspaces.service.js';

@Controller('api')
export class WorkspacesController {
  constructor(private readonly workspaces: WorkspacesService) {}

  @Get('board/workspace')
  @ApiDoc({
    tag: 'workspace',
    summary: "The signed-in owner's workspace and plan",
    responses: { 200: workspaceResponseSchema, 401: errorResponseSchema },
  })
  current(@CurrentOwner() owner: Owner) {
    return this.workspaces.current(owner);
  }

  @Public()
  @Get('getENV/:setting')
  @ApiDoc({
    tag: 'workspace',
    summary: 'A public setting: DASHBOARD_HOST, MAPS_TOKEN or BACKEND_URL',
    responses: { 200: settingResponseSchema, 404: errorResponseSchema },
  })
  setting(@Param('setting') setting: string) {
    return this.workspaces.setting(setting);
  }
}
