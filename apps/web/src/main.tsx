import { BlockSettingsReaderProvider, parsedBlockSettings } from '@tessera/blocks';
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
import { reportedRootErrors, startPageServices } from './shell/startPageServices.js';
import './shell/global.css';

const store = createAppStore();
watchForAccountRequired(httpClient, () => store.dispatch(accountRequiredDetected()));
const router = createAppRouter(store);
registerNavigate((to) => void router.navigate(to));

startPageServices();

createRoot(document.getElementById('root')!, reportedRootErrors).render(
  <StrictMode>
    <Provider store={store}>
      {/* The builder draws blocks with edits not saved yet: their settings are checked here. */}
      <BlockSettingsReaderProvider value={parsedBlockSettings}>
        <RouterProvider router={router} />
      </BlockSettingsReaderProvider>
    </Provider>
  </StrictMode>,
);
