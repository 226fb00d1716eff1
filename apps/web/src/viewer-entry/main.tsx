import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { registerServiceWorker } from '../features/shell/serviceWorker.js';
import { claimChunkReload } from '../shell/errors/chunkReload.js';
import { reportError } from '../shell/errors/reportError.js';
import '../shell/global.css';
import { createViewerStore } from './viewerStore.js';
import { viewerRoutes } from './viewerRoutes.js';

// The published-app viewer: its own entry (viewer.html), which never loads editor code. The server
// sends it to visitors of an app's host who are not its editors; editors get index.html.

const store = createViewerStore();
const router = createBrowserRouter(viewerRoutes());

// A code chunk of an older deployment failed to load: reload once to get the current one.
window.addEventListener('vite:preloadError', (event) => {
  reportError(event.payload, { while: 'loading a code chunk' });
  if (claimChunkReload(window.sessionStorage, Date.now())) window.location.reload();
});

// Only built apps get the worker: in development it would serve stale modules.
if (import.meta.env.PROD && 'serviceWorker' in navigator)
  registerServiceWorker(navigator.serviceWorker);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  </StrictMode>,
);
