import type { AppDto, PageDto } from '@tessera/contracts';
import type { schema } from '@tessera/platform';
import { appUrl } from './app-names.js';

export type AppRow = typeof schema.apps.$inferSelect;
export type PageRow = typeof schema.pages.$inferSelect;

export function toAppDto(row: AppRow, config: { BASE_URL: string; dashboardHost: string }): AppDto {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    spreadsheetId: row.spreadsheetId,
    public: row.public,
    sign_in_method: row.signInMethod,
    publishUrl: row.name,
    settings: row.settings,
    url: appUrl(row.name, config.BASE_URL, config.dashboardHost),
  };
}

export function toPageDto(row: PageRow): PageDto {
  return {
    id: row.id,
    app_id: row.appId,
    page_name: row.pageName,
    page_slug: row.pageSlug,
    page_type: row.pageType,
    position: row.position,
  };
}
