import type { InlinePage } from '@tessera/contracts';
import type { Action } from '@reduxjs/toolkit';
import { runSaga } from 'redux-saga';
import { pageRequested } from '../features/multipage/pageSlice.js';
import { paintInlinePage, paintingBinding } from '../features/multipage/pageWorkflows.js';

type Store = { dispatch: (action: Action) => unknown; getState: () => unknown };

/**
 * Puts the inline page into the store before anything is drawn and before its workflows start:
 * the server renders from it, and the browser's first render (which hydrates the server's HTML)
 * draws the very same page. The route's own request for the page comes next and finds it there.
 */
export function paintInlinePageInto(store: Store, inline: InlinePage): void {
  store.dispatch(pageRequested({ appName: '', pageSlug: inline.page.page_slug }));
  runSaga(
    { dispatch: store.dispatch, getState: store.getState },
    paintInlinePage,
    paintingBinding(),
    inline,
  );
}
