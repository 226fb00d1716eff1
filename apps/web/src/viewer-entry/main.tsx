import { BlockRenderer } from '@tessera/blocks';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { peekInlinePage } from '../features/viewer/inlinePage.js';
import { startPageServices } from '../shell/startPageServices.js';
import '../shell/global.css';
import { createViewerStore } from './viewerStore.js';
import { viewerRoutes } from './viewerRoutes.js';

// The published-app viewer: its own entry (viewer.html), which never loads editor code. The server
// sends it to visitors of an app's host who are not its editors; editors get index.html.

const inline = peekInlinePage(window.location.pathname);
// The code of the page's blocks is fetched alongside the app's, not after it has started (a
// failure is left for the blocks to show, with Retry).
const blocksLoaded = BlockRenderer.preload(
  inline ? inline.page.blocks.map((block) => block.type) : [],
);

// Painted before the first render, which then draws what the server drew from the same page.
const store = createViewerStore({ inline });
const router = createBrowserRouter(viewerRoutes());

startPageServices();

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>
);
if (inline && root.firstElementChild) {
  // The server drew the page (renderPublishedPage): the browser takes it over where it stands,
  // once its blocks' code is here. A block still waiting for its code when the page's data
  // changes would be drawn again from nothing, its loading frame in between.
  void blocksLoaded.then(() => hydrateRoot(root, app));
} else {
  createRoot(root).render(app);
}
