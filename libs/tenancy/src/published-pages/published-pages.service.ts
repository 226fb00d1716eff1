import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { InlinePage, PageMetadataResponse, SheetDataResponse } from '@tessera/contracts';
import {
  blockPageSize,
  blockReadsRecord,
  blockScoresParameter,
  blockSheetTitle,
  URL_FILTERS_PARAMETER,
} from '@tessera/domain';
import {
  CONFIG,
  chosenEncoding,
  compressOnce,
  type AppUser,
  type HostApp,
  type RequestTenant,
  type ResponseEncoding,
  type TesseraConfig,
} from '@tessera/platform';
import { DrawingSlots } from './drawing-slots.js';
import { EmbedPolicy, SELF_ONLY } from './embed-policy.js';
import { withInlinePage, withRenderedContent } from './inline-page-html.js';
import {
  PublishedPageCache,
  type PageKey,
  type PublishedPageEntry,
} from './published-page-cache.js';
import { PUBLISHED_PAGE_SOURCE, type PublishedPageSource } from './published-page-source.js';
import type { WebTemplate, WebTemplates } from './web-templates.js';

/** Paths longer than this are answered without the cache (a bound on the keys a visitor makes). */
const MAX_CACHED_PATH = 512;

/**
 * Pages drawn for one request at once in a process, per kind of visitor. Past its limit a page
 * gets the viewer alone, which reads through the API as it did before pages were drawn on the
 * server. Anyone can make up filtered links, each drawn anew, so guests' filtered links have their
 * own slots and cannot take signed-in app users' drawings away.
 */
export const REQUEST_DRAWING_LIMITS = { appUser: 8, filteredLink: 4 } as const;

export const NO_STORE = 'private, no-store';
export const REVALIDATE = 'no-cache';

export type TenantPageRequest = {
  /** The Host header. */
  host: string | undefined;
  /** What the host names, as the gateway resolved it for this request. */
  tenant: RequestTenant | null;
  /** The request target: path and query. */
  url: string;
  cookies: Record<string, string | undefined>;
  ifNoneMatch: string | undefined;
  acceptEncoding: string | undefined;
};

/**
 * What to answer; the gateway turns it into the reply (and its CSP from `frameAncestors`). An
 * answer from the page cache is shared by every request for that page: read it, never change it.
 */
export type TenantPageAnswer = {
  readonly status: 200 | 301 | 304 | 404;
  readonly headers: Readonly<Record<string, string>>;
  /** Absent on 301 and 304. */
  readonly body?: string | Buffer;
  readonly frameAncestors: string;
};

/**
 * Published pages: the answer to a page request on an app's host. An old name redirects to the
 * current one; an owner gets the editor; everyone else the viewer with the page drawn in it and
 * the page and the first rows of each block inline, so it paints without further requests: from
 * the cache for anonymous visitors (the pages a guest may open), drawn for the request for a
 * signed-in app user and for a filtered link (`?filters=`, whose rows are the link's). What a
 * guest may not open, an over-long address and a page past the drawings a process makes at once
 * get the viewer alone.
 */
@Injectable()
export class PublishedPages {
  private readonly logger = new Logger(PublishedPages.name);
  private readonly protocol: string;
  /** Pages drawn for one request (see REQUEST_DRAWING_LIMITS). */
  private readonly requestDrawings = {
    appUser: new DrawingSlots(REQUEST_DRAWING_LIMITS.appUser),
    filteredLink: new DrawingSlots(REQUEST_DRAWING_LIMITS.filteredLink),
  };

  constructor(
    private readonly cache: PublishedPageCache,
    private readonly embed: EmbedPolicy,
    @Inject(PUBLISHED_PAGE_SOURCE) private readonly source: PublishedPageSource,
    @Inject(CONFIG) private readonly config: TesseraConfig,
  ) {
    // From the configuration, never from the request: a forged Host must not pick the target.
    const base = new URL(config.BASE_URL);
    this.protocol = base.protocol;
  }

  /** The answer for a page of an app's host, or null when the host serves no app. */
  async answer(
    request: TenantPageRequest,
    templates: WebTemplates,
  ): Promise<TenantPageAnswer | null> {
    // What the cache may answer is answered from it first, here as on the gateway's hot path:
    // the rule of which requests it may answer lives once, in mayAnswerFromCache.
    const cached = await this.cachedAnswer(request, templates);
    if (cached) return cached;
    const { tenant } = request;
    if (tenant === null || tenant.kind === 'unknown') return null;
    const { path, query } = pathAndQuery(request.url);
    if (tenant.kind === 'alias') {
      const location = `${this.protocol}//${tenant.appName}.${this.config.dashboardHost}${path}${query}`;
      // Not kept by browsers: a rename can be undone, and a kept 301 would then loop.
      return {
        status: 301,
        headers: { location, 'cache-control': 'no-store' },
        frameAncestors: SELF_ONLY,
      };
    }
    const { app, cacheVersion: version } = tenant;
    const cookieNames = this.config.sessionCookies;
    const ownerToken = request.cookies[cookieNames.owner];
    const on = { host: request.host ?? '', tenant };
    if (ownerToken && (await this.source.isOwnerSession(ownerToken, on))) {
      return this.document(200, templates.editor(), REVALIDATE, app, version, { editor: true });
    }
    // The dashboard's hand-off (?token=...): the editor exchanges it for an owner session here.
    if (hasHandoffToken(query))
      return this.document(200, templates.editor(), NO_STORE, app, version, { editor: true });
    const viewer = templates.viewer();
    if (path.length > MAX_CACHED_PATH) return this.document(200, viewer, NO_STORE, app, version);
    // A signed-in app user's page holds what that user may see: drawn for them, never shared. A
    // cookie that is no session of this app makes its visitor a guest, served as every guest is.
    let appUser: AppUser | null = null;
    const appUserToken = request.cookies[cookieNames.appUser];
    if (appUserToken) {
      try {
        appUser = await this.source.appUser(appUserToken, app);
      } catch (error) {
        this.logger.warn(`Reading an app-user session on ${app.name} failed: ${String(error)}`);
        return this.document(200, viewer, NO_STORE, app, version);
      }
    }
    // A filtered link's rows are the link's: drawn for its request, never shared either.
    const filters = urlFiltersOf(query);
    if (appUser || filters !== null) {
      const at = { app, version, viewer, path, query, templates };
      return this.drawnForRequest(at, { appUser, filters });
    }
    const entry = await this.cache.getOrRender(
      { appId: app.id, version, template: viewer.id, path },
      () => this.render(app, version, viewer, path, templates),
    );
    return entryAnswer(entry, request.acceptEncoding, request.ifNoneMatch);
  }

  /**
   * Whether a request is one the page cache may answer, before its host is looked up: a guest's
   * (no owner or app-user session cookie, valid or not), for a page's address (no dashboard
   * hand-off, no filtered link, not too long). Every request answered from the cache skips the
   * rest of `answer`: a rule that must hold for cached pages too belongs here.
   */
  mayAnswerFromCache(request: Pick<TenantPageRequest, 'url' | 'cookies'>): boolean {
    const cookieNames = this.config.sessionCookies;
    if (request.cookies[cookieNames.owner] || request.cookies[cookieNames.appUser]) return false;
    const { path, query } = pathAndQuery(request.url);
    return (
      !hasHandoffToken(query) && urlFiltersOf(query) === null && path.length <= MAX_CACHED_PATH
    );
  }

  /**
   * The answer to a request the cache may answer (mayAnswerFromCache) for a page of an app's host
   * that is in the cache, else null; nothing is rendered or read beyond the cache. The gateway asks
   * it first, on its hot path, and `answer` does too.
   */
  async cachedAnswer(
    request: TenantPageRequest,
    templates: WebTemplates,
  ): Promise<TenantPageAnswer | null> {
    const key = this.cachedPageKey(request, templates);
    const entry = key && (await this.cache.get(key));
    return entry ? entryAnswer(entry, request.acceptEncoding, request.ifNoneMatch) : null;
  }

  /**
   * What cachedAnswer answers for a page in the cache, when the cache answers at once (the
   * embedded cache, see CachePort.getNow); undefined when only cachedAnswer can tell.
   */
  cachedAnswerNow(
    request: TenantPageRequest,
    templates: WebTemplates,
  ): TenantPageAnswer | undefined {
    const key = this.cachedPageKey(request, templates);
    const entry = key && this.cache.getNow(key);
    return entry ? entryAnswer(entry, request.acceptEncoding, request.ifNoneMatch) : undefined;
  }

  /** The key of a request's page in the cache, or null when the cache may not answer it. */
  private cachedPageKey(request: TenantPageRequest, templates: WebTemplates): PageKey | null {
    const { tenant } = request;
    if (tenant === null || tenant.kind !== 'app' || !this.mayAnswerFromCache(request)) return null;
    return {
      appId: tenant.app.id,
      version: tenant.cacheVersion,
      template: templates.viewer().id,
      path: pathAndQuery(request.url).path,
    };
  }

  /** The frame-ancestors of a document served on the dashboard host (a public board's path). */
  dashboardFrameAncestors(path: string): Promise<string> {
    return this.embed.forDashboardPath(path);
  }

  private async render(
    app: HostApp,
    version: string,
    viewer: WebTemplate,
    path: string,
    templates: WebTemplates,
  ): Promise<{ entry: PublishedPageEntry; store: boolean }> {
    const frameAncestors = await this.embed.forApp(app, version);
    const plain = (status: 200 | 404, cacheControl: string) => ({
      status,
      html: viewer.html,
      cacheControl,
      frameAncestors,
      ...(cacheControl === REVALIDATE ? { etag: strongEtag(viewer.html) } : {}),
    });
    let lookup;
    try {
      lookup = await this.source.loadPage(app, path);
    } catch (error) {
      // The viewer asks the API itself and shows what it answers; nothing is stored.
      this.logger.warn(`Rendering ${app.name}${path} failed: ${String(error)}`);
      return { entry: plain(200, NO_STORE), store: false };
    }
    // Unknown paths are not stored: every visitor could otherwise add keys at will.
    if (lookup.kind === 'not-found') return { entry: plain(404, REVALIDATE), store: false };
    const { page } = lookup.kind === 'page' ? lookup : { page: null };
    // Only a page's own address is stored: storing each address reaching it would let any visitor
    // add cache entries at will. What a guest may open is the same for every guest (a public
    // app's pages, or the sign-in pages of a private or password app): the page store answered it
    // as to any anonymous visitor.
    if (!page || !isOwnAddress(page, path)) return { entry: plain(200, NO_STORE), store: false };
    const html = await this.drawnPage(app, viewer, page, templates, asEveryGuestGetsIt(path));
    const bytes = Buffer.from(html);
    return {
      entry: {
        status: 200,
        html,
        compressed: {
          br: compressOnce(bytes, 'br').toString('base64'),
          gzip: compressOnce(bytes, 'gzip').toString('base64'),
        },
        etag: strongEtag(html),
        cacheControl: REVALIDATE,
        frameAncestors,
      },
      store: true,
    };
  }

  /**
   * A page as this request's visitor gets it, for a signed-in app user (their access and filters)
   * or a filtered link (its filters): read through the same services as the API, drawn and inlined
   * like a cached page, but for this request only (private, no-store; no validator). Only a page's
   * own address is drawn, as for the cache (the viewer would not use another); a page the visitor
   * may not see, or one that cannot be read, is left to the viewer, which asks the API and shows
   * its answer (sign-in, Access Denied, an error), as is a page past REQUEST_DRAWING_LIMITS.
   */
  private async drawnForRequest(
    at: {
      app: HostApp;
      version: string;
      viewer: WebTemplate;
      path: string;
      query: string;
      templates: WebTemplates;
    },
    visitor: { appUser: AppUser | null; filters: string | null },
  ): Promise<TenantPageAnswer> {
    const { app, version, viewer, path, query, templates } = at;
    const slots = this.requestDrawings[visitor.appUser ? 'appUser' : 'filteredLink'];
    let html: string | undefined;
    try {
      html = await slots.tryDraw(async () => {
        const lookup = await this.source.loadPage(app, path, visitor.appUser);
        if (lookup.kind !== 'page' || !isOwnAddress(lookup.page, path)) return viewer.html;
        const drawing = { path, query, ...visitor };
        return this.drawnPage(app, viewer, lookup.page, templates, drawing);
      });
      if (html === undefined)
        this.logger.debug(`${app.name}${path} left to the browser: drawings for visitors busy`);
    } catch (error) {
      this.logger.warn(`Rendering ${app.name}${path} for one visitor failed: ${String(error)}`);
    }
    return {
      status: 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': NO_STORE,
        vary: 'Cookie',
      },
      body: html ?? viewer.html,
      frameAncestors: await this.embed.forApp(app, version),
    };
  }

  /**
   * The viewer's HTML carrying the page (inline, with the first rows of each block as the
   * drawing's visitor may read them, through the link's filters) and its content drawn from it.
   */
  private async drawnPage(
    app: HostApp,
    viewer: WebTemplate,
    page: PageMetadataResponse,
    templates: WebTemplates,
    { path, query, appUser, filters }: PageDrawing,
  ): Promise<string> {
    const data: Record<string, SheetDataResponse> = {};
    await Promise.all(
      page.blocks.map(async (block) => {
        const sheetTitle = blockSheetTitle(block);
        // Rows of the page's record are read by the browser, with the address's record: the
        // cached page serves every record.
        if (!sheetTitle || blockReadsRecord(block)) return;
        try {
          const request = {
            sheetTitle,
            blockId: block.id,
            pageSize: blockPageSize(block),
            scores: blockScoresParameter(block),
            urlFilters: filters ?? undefined,
          };
          data[block.id] = await this.source.readBlockRows(app, request, appUser);
        } catch {
          // The block is left out: the viewer asks for it and shows its error as usual.
        }
      }),
    );
    const inline: InlinePage = { path, page, data, ...(filters === null ? {} : { filters }) };
    const content = await this.drawContent(templates, inline, `${path}${query}`, app);
    return withInlinePage(withRenderedContent(viewer.html, content), inline);
  }

  /**
   * The page's content drawn on the server, so it shows before the viewer's code has run (and
   * without it); empty when the build has no renderer or it fails (the browser draws it then).
   */
  private async drawContent(
    templates: WebTemplates,
    inline: InlinePage,
    url: string,
    app: HostApp,
  ) {
    const render = await templates.pageRenderer();
    if (!render) return '';
    try {
      return await render(inline, url, (problem) =>
        // A block that cannot be drawn here (one needing the browser) is drawn there.
        this.logger.debug(
          `Drawing a block of ${app.name}${inline.path} failed: ${String(problem)}`,
        ),
      );
    } catch (error) {
      this.logger.warn(`Drawing ${app.name}${inline.path} failed: ${String(error)}`);
      return '';
    }
  }

  private async document(
    status: 200,
    template: WebTemplate,
    cacheControl: string,
    app: HostApp,
    version: string,
    { editor = false }: { editor?: boolean } = {},
  ): Promise<TenantPageAnswer> {
    return {
      status,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': cacheControl,
        vary: 'Cookie',
      },
      body: template.html,
      frameAncestors: await this.embed.forApp(app, version, { editor }),
    };
  }
}

/** A request target's path, and its query with its '?' (or ''). */
function pathAndQuery(url: string): { path: string; query: string } {
  const queryAt = url.indexOf('?');
  return queryAt === -1
    ? { path: url, query: '' }
    : { path: url.slice(0, queryAt), query: url.slice(queryAt) };
}

/** A page cache entry's answers in one encoding: built once, shared by every visitor of it. */
type EncodedAnswers = { ok: TenantPageAnswer; notModified: TenantPageAnswer | null };

/**
 * The answers of each entry by encoding (null: as it is), built once per entry object: the
 * in-process cache (the embedded server's) hands out the same object on every hit, so a hot page's
 * bytes are not decoded and its headers not built again for each visitor. A shared cache (Redis)
 * hands out a new object each time: each hit then builds its answer anew.
 */
const answersByEntry = new WeakMap<
  PublishedPageEntry,
  Map<ResponseEncoding | null, EncodedAnswers>
>();

/**
 * A page cache entry as answered to a client accepting `acceptEncoding` (see `answer`). The
 * answer is shared by every request for the entry: callers read it and never change it.
 */
function entryAnswer(
  entry: PublishedPageEntry,
  acceptEncoding: string | undefined,
  ifNoneMatch: string | undefined,
): TenantPageAnswer {
  const encoding = entry.compressed ? chosenEncoding(acceptEncoding) : null;
  let byEncoding = answersByEntry.get(entry);
  if (!byEncoding) {
    byEncoding = new Map();
    answersByEntry.set(entry, byEncoding);
  }
  let answers = byEncoding.get(encoding);
  if (!answers) {
    answers = encodedAnswers(entry, encoding);
    byEncoding.set(encoding, answers);
  }
  const etag = answers.ok.headers['etag'];
  return answers.notModified && etag && etagMatches(ifNoneMatch, etag)
    ? answers.notModified
    : answers.ok;
}

function encodedAnswers(
  entry: PublishedPageEntry,
  encoding: ResponseEncoding | null,
): EncodedAnswers {
  const headers: Record<string, string> = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': entry.cacheControl,
    vary: 'Cookie, Accept-Encoding',
  };
  if (encoding) headers['content-encoding'] = encoding;
  // Each encoding is its own representation, with its own strong validator.
  if (entry.etag)
    headers['etag'] = encoding ? `${entry.etag.slice(0, -1)}-${encoding}"` : entry.etag;
  const body =
    encoding && entry.compressed
      ? Buffer.from(entry.compressed[encoding], 'base64')
      : Buffer.from(entry.html);
  const { status, frameAncestors } = entry;
  return {
    ok: { status, headers, body, frameAncestors },
    notModified: entry.etag ? { status: 304, headers, frameAncestors } : null,
  };
}

/**
 * Whether `path` is the page's own address (/, /{slug}): "/home/x", "/HOME" or "//home" reach the
 * same page, but only its own address is drawn (the viewer would not use the rest).
 */
function isOwnAddress(page: { page_slug: string }, path: string): boolean {
  return path === (page.page_slug ? `/${page.page_slug}` : '/');
}

function strongEtag(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 32)}"`;
}

/** If-None-Match holds the tag (weak comparison, as RFC 9110 prescribes for it) or `*`. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

/**
 * The filters a link carries (`?filters=`, editor-viewer-shell §5), or null for none: its rows
 * differ from the shared first page.
 */
function urlFiltersOf(query: string): string | null {
  return query.length > 1 ? new URLSearchParams(query).get(URL_FILTERS_PARAMETER) : null;
}

/** Whom a page is drawn for, at which address (its path, and query with its '?' or ''). */
type PageDrawing = {
  path: string;
  query: string;
  appUser: AppUser | null;
  filters: string | null;
};

/** A page at its own address as every guest gets it: the cached one. */
function asEveryGuestGetsIt(path: string): PageDrawing {
  return { path, query: '', appUser: null, filters: null };
}

/** A one-time hand-off token from the dashboard, which only the editor entry redeems. */
function hasHandoffToken(query: string): boolean {
  return query.length > 1 && new URLSearchParams(query).has('token');
}
