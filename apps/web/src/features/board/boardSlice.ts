import { createSlice } from '@reduxjs/toolkit';

// Owned by the board feature; filled in with the board store of editor-viewer-shell §3.
export type BoardState = { page: string };
const initialState: BoardState = { page: 'view' };

const boardSlice = createSlice({ name: 'board', initialState, reducers: {} });
export const boardReducer = boardSlice.reducer;
