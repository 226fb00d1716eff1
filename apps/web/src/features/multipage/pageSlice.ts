import { createSlice } from '@reduxjs/toolkit';

// Owned by the multipage feature; filled in with the page store of editor-viewer-shell §3.
export type PageState = { page: string };
const initialState: PageState = { page: 'view' };

const pageSlice = createSlice({ name: 'page', initialState, reducers: {} });
export const pageReducer = pageSlice.reducer;
