import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { slugifyTemplateName } from '@tessera/domain';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <p>{slugifyTemplateName('Tessera is starting')}</p>
  </StrictMode>,
);
