import { Inject, Injectable } from '@nestjs/common';
import type { SheetInfo } from '@tessera/contracts';
import { BillingQueries } from '@tessera/billing';
import { CONFIG, type Owner, type TesseraConfig } from '@tessera/platform';
import { SpreadsheetQueries } from '@tessera/spreadsheets';
import { StoreContextRepository } from './store-context.repository.js';

/** The wording of the Access Denied screen (editor-viewer-shell §2.3), answered with 403. */
export const ACCESS_DENIED_MESSAGE =
  'This application is private and you do not have permission to access it.';

/** The fields every board and page store gets besides its own: who is looking, and the data. */
export type StoreContext = {
  spreadsheet_url: string;
  sheets: SheetInfo[];
  can_edit: boolean;
  user_role: 'owner' | 'editor' | 'guest';
  owner_email: string;
  is_free_plan: boolean;
};

export type StoreOwnerRef = {
  workspaceId: string;
  spreadsheetId: string | null;
  /** Set for a multi-page app: an app-editor session can edit only its own app. */
  appId?: string;
};

@Injectable()
export class StoreContextService {
  constructor(
    private readonly repository: StoreContextRepository,
    private readonly spreadsheets: SpreadsheetQueries,
    private readonly billing: BillingQueries,
    @Inject(CONFIG) private readonly config: TesseraConfig,
  ) {}

  async load(store: StoreOwnerRef, viewer: Owner | null): Promise<StoreContext> {
    const [role, ownerEmail, plan, sheets] = await Promise.all([
      this.editorRole(store, viewer),
      this.repository.ownerEmail(store.workspaceId),
      this.billing.planOf(store.workspaceId),
      store.spreadsheetId
        ? this.spreadsheets.sheets(store.workspaceId, store.spreadsheetId)
        : Promise.resolve([]),
    ]);
    return {
      spreadsheet_url: this.spreadsheetUrl(store.spreadsheetId),
      sheets,
      can_edit: role !== null,
      user_role: role ?? 'guest',
      owner_email: ownerEmail,
      is_free_plan: plan !== 'paid',
    };
  }

  /** Whether the workspace is on the paid plan. */
  async paidPlan(workspaceId: string): Promise<boolean> {
    return (await this.billing.planOf(workspaceId)) === 'paid';
  }

  spreadsheetExists(workspaceId: string, spreadsheetId: string): Promise<boolean> {
    return this.spreadsheets.exists(workspaceId, spreadsheetId);
  }

  /** The viewer's role when they may edit: a member of the workspace, on a session valid for it. */
  async editorRole(store: StoreOwnerRef, viewer: Owner | null): Promise<'owner' | 'editor' | null> {
    if (!viewer) return null;
    if (viewer.appId && viewer.appId !== store.appId) return null;
    return this.repository.memberRole(store.workspaceId, viewer.accountId);
  }

  /**
   * Workbooks live in Tessera, so "open the spreadsheet" opens it in the dashboard. The address is
   * absolute because the viewer may run on an app's own host.
   */
  private spreadsheetUrl(spreadsheetId: string | null): string {
    if (!spreadsheetId) return '';
    const url = new URL('/dashboard', this.config.BASE_URL);
    url.searchParams.set('spreadsheet', spreadsheetId);
    return url.toString();
  }
}
