import type { AvailableBlockType } from '@tessera/domain';
import type { ComponentType } from 'react';
import type { BlockRendererProps } from './types.js';

export type BlockComponent = ComponentType<BlockRendererProps>;

/** How each block type's renderer is loaded. */
export type BlockLoaders = { [T in AvailableBlockType]: () => Promise<BlockComponent> };

/**
 * Each block type's renderer is its own chunk, loaded the first time a page shows that type: a page
 * without a chart never downloads chart.js, one without markdown never the markdown parser.
 */
export const BLOCK_LOADERS: BlockLoaders = {
  table: () => import('./table/TableBlock.js').then((module) => module.TableBlock),
  list: () => import('./list/ListBlock.js').then((module) => module.ListBlock),
  chart: () => import('./chart/ChartBlock.js').then((module) => module.ChartBlock),
  form: () => import('./form/FormBlock.js').then((module) => module.FormBlock),
  markdown: () => import('./markdown/MarkdownBlock.js').then((module) => module.MarkdownBlock),
  header: () => import('./header/HeaderBlock.js').then((module) => module.HeaderBlock),
  footer: () => import('./footer/FooterBlock.js').then((module) => module.FooterBlock),
  iframe: () => import('./iframe/IframeBlock.js').then((module) => module.IframeBlock),
  video: () => import('./video/VideoBlock.js').then((module) => module.VideoBlock),
  audio: () => import('./audio/AudioBlock.js').then((module) => module.AudioBlock),
  bannerHero: () =>
    import('./bannerHero/BannerHeroBlock.js').then((module) => module.BannerHeroBlock),
  ImageGrid: () =>
    import('./imageFeatures/ImageGridBlock.js').then((module) => module.ImageGridBlock),
  imageAccordian: () =>
    import('./imageFeatures/ImageAccordionBlock.js').then((module) => module.ImageAccordionBlock),
  datalist: () => import('./datalist/DatalistBlock.js').then((module) => module.DatalistBlock),
  calendar: () => import('./calendar/CalendarBlock.js').then((module) => module.CalendarBlock),
  event: () => import('./event/EventBlock.js').then((module) => module.EventBlock),
  comments: () => import('./comments/CommentsBlock.js').then((module) => module.CommentsBlock),
  map: () => import('./map/MapBlock.js').then((module) => module.MapBlock),
  imageGallery: () =>
    import('./imageGallery/ImageGalleryBlock.js').then((module) => module.ImageGalleryBlock),
  'item details': () =>
    import('./itemDetails/ItemDetailsBlock.js').then((module) => module.ItemDetailsBlock),
  grid: () => import('./grid/GridBlock.js').then((module) => module.GridBlock),
  scorecard: () => import('./scorecard/ScorecardBlock.js').then((module) => module.ScorecardBlock),
  login: () => import('./signIn/LoginBlock.js').then((module) => module.LoginBlock),
  register: () => import('./signIn/RegisterBlock.js').then((module) => module.RegisterBlock),
  'forgot password': () =>
    import('./signIn/ForgotPasswordBlock.js').then((module) => module.ForgotPasswordBlock),
};

/**
 * The renderers loaded so far, and the loads under way: a type is fetched once and drawn at once
 * afterwards (no loading state on the next page). A failed load stays failed (every block of that
 * type shows the failure, rather than fetching again on each render) until `retry` forgets it;
 * then every block of the type starts over (see `retries`), not only the one whose Retry was used.
 */
export class BlockRendererCache {
  private readonly loaded = new Map<AvailableBlockType, BlockComponent>();
  private readonly loading = new Map<AvailableBlockType, Promise<BlockComponent>>();
  private readonly retried = new Map<string, number>();
  private readonly listeners = new Set<() => void>();

  constructor(private readonly loaders: BlockLoaders) {}

  /**
   * Whether this type has a renderer (an available type). Asked of the loaders rather than the
   * block catalogue, so the viewer does not carry the catalogue's labels and descriptions.
   */
  renders(type: string): type is AvailableBlockType {
    return Object.hasOwn(this.loaders, type);
  }

  /** The renderer of a type already loaded, else undefined. */
  loadedRenderer(type: AvailableBlockType): BlockComponent | undefined {
    return this.loaded.get(type);
  }

  /** The load of a type's renderer: the same promise for every caller, until a retry after failure. */
  load(type: AvailableBlockType): Promise<BlockComponent> {
    let pending = this.loading.get(type);
    if (!pending) {
      pending = this.loaders[type]().then(
        (component) => {
          this.loaded.set(type, component);
          return component;
        },
        (error: unknown) => {
          throw new BlockLoadError(type, error);
        },
      );
      this.loading.set(type, pending);
    }
    return pending;
  }

  /**
   * Forgets a failed load of the type, so that the next `load` fetches it again, and tells the
   * blocks (a type already loaded has nothing to fetch again: its blocks retry on their own).
   */
  retry(type: AvailableBlockType): void {
    if (this.loaded.has(type)) return;
    this.loading.delete(type);
    this.retried.set(type, this.retries(type) + 1);
    for (const listener of this.listeners) listener();
  }

  /** How often a failed load of the type was retried: its blocks start over when it changes. */
  retries(type: string): number {
    return this.retried.get(type) ?? 0;
  }

  /** Calls `listener` after each retry of a failed load (for useSyncExternalStore). */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Starts loading the renderers of these types (a page's), before they are drawn; settles once
   * each has loaded or failed (a failure is left for its blocks to show).
   */
  async preload(types: Iterable<AvailableBlockType>): Promise<void> {
    const loads = [...types].map((type) => this.load(type).catch(() => undefined));
    await Promise.all(loads);
  }
}

/** The code of a block type could not be downloaded (offline, a deploy removed the old chunk). */
export class BlockLoadError extends Error {
  constructor(
    readonly type: string,
    cause: unknown,
  ) {
    super(`The ${type} block's code could not be loaded.`, { cause });
    this.name = 'BlockLoadError';
  }
}
