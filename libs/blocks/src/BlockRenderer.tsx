import { normalizeBlockType, type AvailableBlockType } from '@tessera/domain';
import {
  Component,
  Suspense,
  createElement,
  use,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import {
  BLOCK_LOADERS,
  BlockLoadError,
  BlockRendererCache,
  type BlockLoaders,
} from './blockRenderers.js';
import type { BlockRendererProps } from './types.js';

/** What a block whose code could not be downloaded says, above its Retry button. */
export const BLOCK_LOAD_FAILED = 'This block could not be loaded. Check your connection and retry.';
/** What a block that failed to draw says; the rest of the page is drawn. */
export const BLOCK_RENDER_FAILED = 'This block could not be shown.';

/**
 * A block renderer over these loaders: each type's code is fetched when a block of that type is
 * first drawn. Until it arrives the block keeps its place (busy). A block whose code fails to
 * download, or which fails to draw, says so with a Retry button; the rest of the page is drawn.
 */
export function createBlockRenderer(loaders: BlockLoaders) {
  const renderers = new BlockRendererCache(loaders);

  function TypedRenderer({ type, props }: { type: AvailableBlockType; props: BlockRendererProps }) {
    // Drawn at once when the code is here; otherwise suspended until it arrives. The component
    // is the loaded module's own function, the same one on every render of the type.
    const Renderer = renderers.loadedRenderer(type) ?? use(renderers.load(type));
    return createElement(Renderer, props);
  }

  function BlockRenderer(props: BlockRendererProps) {
    const type = normalizeBlockType(props.block.type);
    const [attempt, setAttempt] = useState(0);
    // A retried download starts every block of the type over, whichever block's Retry was used.
    const retries = useSyncExternalStore(
      renderers.subscribe,
      () => renderers.retries(type),
      () => renderers.retries(type),
    );
    if (!renderers.renders(type)) {
      return (
        <section className="ts-block" aria-label={`${type} block`}>
          <p className="ts-block__empty">The {type} block is not available yet.</p>
        </section>
      );
    }
    return (
      <BlockBoundary
        key={`${retries}:${attempt}`}
        type={type}
        onRetry={() => {
          renderers.retry(type);
          setAttempt(attempt + 1);
        }}
      >
        <Suspense fallback={<BlockLoading type={type} />}>
          <TypedRenderer type={type} props={props} />
        </Suspense>
      </BlockBoundary>
    );
  }

  return Object.assign(BlockRenderer, {
    /**
     * Starts fetching the code of these block types (a page's), before its blocks are drawn;
     * settles once each has arrived or failed.
     */
    preload: (types: readonly string[]) =>
      renderers.preload(types.map(normalizeBlockType).filter((type) => renderers.renders(type))),
  });
}

/** Draws any block with the renderer of its type. */
export const BlockRenderer = createBlockRenderer(BLOCK_LOADERS);

function BlockLoading({ type }: { type: string }) {
  return (
    <section className="ts-block ts-block--loading" aria-label={`${type} block`} aria-busy="true" />
  );
}

type BoundaryProps = { type: string; onRetry: () => void; children: ReactNode };

/** Catches what goes wrong in one block (its code's download, its drawing), and only there. */
class BlockBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    return (
      <section className="ts-block" aria-label={`${this.props.type} block`}>
        <p role="alert" className="ts-block__error">
          {error instanceof BlockLoadError ? BLOCK_LOAD_FAILED : BLOCK_RENDER_FAILED}
        </p>
        <button type="button" className="ts-button ts-block__retry" onClick={this.props.onRetry}>
          Retry
        </button>
      </section>
    );
  }
}
