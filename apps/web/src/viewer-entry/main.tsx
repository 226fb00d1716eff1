import { BlockRenderer } from '@tessera/blocks';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { inlinePageBlockTypes } from '../features/viewer/inlinePage.js';
import { startPageServices } from '../shell/startPageServices.js';
import '../shell/global.css';
import { createViewerStore } from './viewerStore.js';
import { viewerRoutes } from './viewerRoutes.js';

// The published-app viewer: its own entry (viewer.html), which never loads editor code. The server
// sends it to visitors of an app's host who are not its editors; editors get index.html.

// The code of the page's blocks is fetched alongside the app's, not after it has started (a
// failure is left for the blocks to show, with Retry).
void BlockRenderer.preload(inlinePageBlockTypes(window.location.pathname));

const store = createViewerStore();
const router = createBrowserRouter(viewerRoutes());

startPageServices();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
