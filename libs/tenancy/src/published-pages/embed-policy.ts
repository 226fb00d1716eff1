import { Inject, Injectable } from '@nestjs/common';
import {
  EMBED_ORIGINS_SETTING,
  firstPathSegment,
  frameAncestors,
  parseEmbedOrigins,
} from '@tessera/domain';
import { CACHE, CONFIG, type CachePort, type HostApp, type TesseraConfig } from '@tessera/platform';
import {
  PUBLISHED_PAGE_SOURCE,
  type EmbedSource,
  type PublishedPageSource,
} from './published-page-source.js';

/** Only the page itself may frame it. */
export const SELF_ONLY = "'self'";

/** A board slug as a path's first segment can name one (anything else is never looked up). */
const BOARD_SLUG = /^[a-z0-9][a-z0-9_-]{0,99}$/;

/**
 * The sites that may frame an app or board: its embed setting on a paid plan. A page whose owner
 * never saved the setting keeps working wherever its Embed Content code was pasted (`*`), as it
 * did before the setting existed; a saved list, even empty, is what it says.
 */
export function embedFrameAncestors(source: EmbedSource): string {
  const setting = source.settings[EMBED_ORIGINS_SETTING];
  const origins = Array.isArray(setting) ? parseEmbedOrigins(setting) : ['*'];
  return frameAncestors(origins, source.paidPlan);
}

type Cached = { value: string };

/**
 * The CSP `frame-ancestors` of published documents, cached like the pages themselves: an app's
 * under its version (bumped by every change), a board's for the sheet cache's fresh window.
 */
@Injectable()
export class EmbedPolicy {
  private readonly ttlMs: number;
  private readonly dashboardOrigin: string;

  constructor(
    @Inject(PUBLISHED_PAGE_SOURCE) private readonly source: PublishedPageSource,
    @Inject(CACHE) private readonly cache: CachePort,
    @Inject(CONFIG) config: TesseraConfig,
  ) {
    this.ttlMs = config.SHEET_CACHE_FRESH_MS;
    this.dashboardOrigin = new URL(config.BASE_URL).origin;
  }

  /**
   * An app's own rule for its published pages, and Tessera's dashboard as well: the marketplace
   * reviewers' queue shows a submitted app live in a frame there. Not for the editor
   * (`editor: true`), which only the app's own pages may frame, so that nothing on the dashboard's
   * origin could frame an owner's editor.
   */
  async forApp(
    app: Pick<HostApp, 'id' | 'workspaceId'>,
    version: string,
    { editor = false }: { editor?: boolean } = {},
  ): Promise<string> {
    if (editor) return SELF_ONLY;
    const ancestors = await this.cached(
      `published-pages:embed:app:${app.id}:${version}`,
      async () => {
        const source = await this.source.appEmbed(app);
        return source ? embedFrameAncestors(source) : SELF_ONLY;
      },
    );
    return ancestors === '*' ? ancestors : `${ancestors} ${this.dashboardOrigin}`;
  }

  /** For a path of the dashboard host: a public board's own rule, 'self' for everything else. */
  async forDashboardPath(path: string): Promise<string> {
    const slug = firstPathSegment(path);
    if (!slug || !BOARD_SLUG.test(slug)) return SELF_ONLY;
    return this.cached(`published-pages:embed:board:${slug}`, async () => {
      const board = await this.source.boardEmbed(slug);
      return board?.public ? embedFrameAncestors(board) : SELF_ONLY;
    });
  }

  private async cached(key: string, load: () => Promise<string>): Promise<string> {
    const hit = await this.cache.get<Cached>(key);
    if (hit) return hit.value;
    const value = await load();
    await this.cache.set<Cached>(key, { value }, this.ttlMs);
    return value;
  }
}
