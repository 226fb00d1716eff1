import { Injectable } from '@nestjs/common';
import { AppsRepository } from '@tessera/apps';
import type { AppDirectory, DirectoryApp, TenantRoute } from '@tessera/tenancy';

/** The apps' answers to tenancy's HTTP side, from the apps feature that owns them. */
@Injectable()
export class InProcessAppDirectory implements AppDirectory {
  constructor(private readonly apps: AppsRepository) {}

  async appNamed(name: string): Promise<TenantRoute | null> {
    const app = await this.apps.findByName(name);
    return app
      ? { appId: app.id, workspaceId: app.workspaceId, appName: app.name, kind: 'name' }
      : null;
  }

  async app(workspaceId: string, appId: string): Promise<DirectoryApp | null> {
    const app = await this.apps.find(workspaceId, appId);
    return app ? { id: app.id, workspaceId: app.workspaceId, name: app.name } : null;
  }
}
