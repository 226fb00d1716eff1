import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { httpClient } from './api/httpClient.js';
import { registerNavigate } from './app/navigation.js';
import { createAppRouter } from './app/router.js';
import { createAppStore } from './app/store.js';
import { watchForAccountRequired } from './features/accountRequired/accountRequiredInterceptor.js';
import { accountRequiredDetected } from './features/accountRequired/accountRequiredSlice.js';
import { registerServiceWorker } from './features/shell/serviceWorker.js';
import { claimChunkReload } from './shell/errors/chunkReload.js';
import { reportError } from './shell/errors/reportError.js';
import './shell/global.css';

const store = createAppStore();
watchForAccountRequired(httpClient, () => store.dispatch(accountRequiredDetected()));
const router = createAppRouter(store);
registerNavigate((to) => void router.navigate(to));

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
