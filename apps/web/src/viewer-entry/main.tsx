import { BlockRenderer } from '@tessera/blocks';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { peekInlinePage } from '../features/viewer/inlinePage.js';
import { reportError } from '../shell/errors/reportError.js';
import { createHistoryNavigation } from '../shell/navigation/historyNavigation.js';
import { reportedRootErrors, startPageServices } from '../shell/startPageServices.js';
import '../shell/global.css';
import { ViewerApp } from './ViewerApp.js';
import { ViewerNavigation } from './ViewerNavigation.js';
import { createViewerStore } from './viewerStore.js';

// The published-app viewer: its own entry (viewer.html), which never loads editor code. The server
// sends it to visitors of an app's host who are not its editors; editors get index.html.

/** The longest the browser waits for the page's block code before taking the page over. */
const HYDRATION_WAIT_MS = 3_000;

const inline = peekInlinePage(window.location.pathname);
// The code of the page's blocks is fetched alongside the app's, not after it has started (a
// failure is left for the blocks to show, with Retry).
const blocksLoaded = BlockRenderer.preload(
  inline ? inline.page.blocks.map((block) => block.type) : [],
);

// Painted before the first render, which then draws what the server drew from the same page.
const store = createViewerStore({ inline });
// The viewer moves between its pages with the browser's history (no router to download).
const history = createHistoryNavigation(window);

startPageServices();

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <Provider store={store}>
      <ViewerNavigation history={history}>
        <ViewerApp />
      </ViewerNavigation>
    </Provider>
  </StrictMode>
);
if (inline && root.firstElementChild) {
  // The server drew the page (renderPublishedPage): the browser takes it over where it stands,
  // once its blocks' code is here (a block still waiting for its code when the page's data
  // changes would be drawn again from nothing, its loading frame in between), or after
  // HYDRATION_WAIT_MS whatever has arrived. A mismatch is reported as an error.
  const waited = new Promise((resolve) => setTimeout(resolve, HYDRATION_WAIT_MS));
  void Promise.race([blocksLoaded, waited]).then(() =>
    hydrateRoot(root, app, {
      ...reportedRootErrors,
      onRecoverableError: (error) => reportError(error, { during: 'hydration' }),
    }),
  );
} else {
  createRoot(root, reportedRootErrors).render(app);
}
