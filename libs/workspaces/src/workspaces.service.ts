import { Inject, Injectable } from '@nestjs/common';
import {
  publicSettingSchema,
  type PublicSetting,
  type WorkspaceResponse,
} from '@tessera/contracts';
import { BillingQueries } from '@tessera/billing';
import { CONFIG, type Owner, type TesseraConfig } from '@tessera/platform';
import { WorkspacesError } from './workspaces.errors.js';
import { WorkspacesRepository } from './workspaces.repository.js';

@Injectable()
export class WorkspacesService {
  constructor(
    private readonly workspaces: WorkspacesRepository,
    private readonly billing: BillingQueries,
    @Inject(CONFIG) private readonly config: TesseraConfig,
  ) {}

  /**
   * The signed-in owner's workspace with its plan, as billing knows it (spec: is_free_plan gates
   * Embed).
   */
  async current(owner: Owner): Promise<WorkspaceResponse> {
    const [workspace, plan] = await Promise.all([
      this.workspaces.find(owner.workspaceId),
      this.billing.planOf(owner.workspaceId),
    ]);
    if (!workspace) throw new WorkspacesError('notFound');
    return { ...workspace, plan, is_free_plan: plan === 'free' };
  }

  /** One of the few settings the browser may read; nothing else of the environment leaves. */
  setting(name: string): { setting: PublicSetting; value: string } {
    const parsed = publicSettingSchema.safeParse(name);
    if (!parsed.success) throw new WorkspacesError('unknownSetting');
    return { setting: parsed.data, value: this.valueOf(parsed.data) };
  }

  private valueOf(setting: PublicSetting): string {
    switch (setting) {
      case 'DASHBOARD_HOST':
        return this.config.dashboardHost;
      case 'MAPS_TOKEN':
        return this.config.MAPS_TOKEN;
      case 'BACKEND_URL':
        return this.config.BASE_URL;
    }
  }
}
