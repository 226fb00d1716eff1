/**
 * The two arrangements of the board editor (editor-viewer-shell §2.2): the Board layout at
 * /{board_slug}, and the Old board layout at /boardWorkspace?board={board_slug}.
 */
export type BoardLayoutKind = 'board' | 'old';
