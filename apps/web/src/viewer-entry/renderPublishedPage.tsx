import type { InlinePage } from '@tessera/contracts';
import { StrictMode } from 'react';
// React's edge build, not its Node build: the Node build keeps an AsyncLocalStorage, and the first
// page it draws makes Node track the async context of every promise the gateway creates from then
// on, which costs every request the gateway answers (a fifth more CPU for a cached page). The edge
// build renders the same HTML with web streams and no request storage (nothing here needs one).
import { prerender } from 'react-dom/static.edge';
import { Provider } from 'react-redux';
import { locationOf, NavigationContext } from '../shell/navigation/navigation.js';
import { ViewerApp } from './ViewerApp.js';
import { createViewerStore } from './viewerStore.js';

/** A page not drawn by then is left to the browser (nothing on the server may wait forever). */
const RENDER_TIMEOUT_MS = 5_000;

/**
 * Never outline a Suspense boundary. React moves a boundary larger than this (12,800 bytes by
 * default: a table of a hundred rows) out of its place, to be put back by an inline script; a
 * published page's Content-Security-Policy allows no inline script, so the boundary would stay
 * hidden until the browser drew it again (React error 419).
 */
const WHOLE_BOUNDARIES = Number.MAX_SAFE_INTEGER;

/** What went wrong while a page rendered (its HTML still came out, see renderPublishedPage). */
export type RenderProblem = (error: unknown) => void;

/**
 * The HTML of a published page's content, drawn on the server from the page its HTML carries
 * inline, with the viewer's own components; the browser hydrates it (viewer-entry/main.tsx). Each
 * block waits for its code; a block that fails to draw is left as its loading frame and is drawn
 * by the browser, the rest of the page is there. Rejects when the page takes longer than
 * RENDER_TIMEOUT_MS (the gateway then leaves the whole page to the browser).
 */
export async function renderPublishedPage(
  inline: InlinePage,
  url: string,
  onProblem: RenderProblem = () => undefined,
): Promise<string> {
  const store = createViewerStore({ inline, workflows: false });
  // Nothing navigates on the server: the page at `url` is drawn once.
  const navigation = { location: locationOf(url), navigate: () => undefined };
  const { prelude } = await prerender(
    <StrictMode>
      <Provider store={store}>
        <NavigationContext value={navigation}>
          <ViewerApp />
        </NavigationContext>
      </Provider>
    </StrictMode>,
    {
      onError: onProblem,
      signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
      progressiveChunkSize: WHOLE_BOUNDARIES,
    },
  );
  return new Response(prelude).text();
}
