/**
 * The Tutorial Videos modal's tutorials (editor-viewer-shell §2.2): each a short video recorded
 * from the product itself (`npm run tutorials:record`, tutorials/*.record.ts) into
 * `videos/{video}.webm`, with captions in `videos/{video}.vtt` (tutorialMedia.ts serves both),
 * and its steps in words, which are the captions too. Plain text, no imports: the recorder reads
 * it as well.
 */
export type Tutorial = { name: string; video: string; steps: readonly string[] };

/** The board editor's tabs: Board Settings, Add Block (first shown), Publish to MarketPlace. */
export const BOARD_TUTORIALS: readonly Tutorial[] = [
  {
    name: 'Board Settings',
    video: 'board-settings',
    steps: [
      'Choose Board Settings in the left sidebar.',
      'Change the title and the hero text.',
      'Type the sections as comma-separated text (for example: Sales, Support); each becomes a tab.',
      'Choose Save. The board shows the changes at once.',
    ],
  },
  {
    name: 'Add Block',
    video: 'board-add-block',
    steps: [
      'Choose New Block in the left sidebar.',
      'Pick a block type in Choose Your Block.',
      'In the panel on the right, name the block and check the sheet and columns it shows.',
      'Choose Add Block to keep it. Drag its handle to move it, or its right edge to resize it.',
    ],
  },
  {
    name: 'Publish to MarketPlace',
    video: 'board-publish',
    steps: [
      'Choose Publish Board in the top bar.',
      'Turn on Public so that visitors without an account can open the board.',
      'Copy the board address and share it.',
    ],
  },
];

/** The app editor's tabs: Pages, Add Block (first shown), Publish. */
export const APP_TUTORIALS: readonly Tutorial[] = [
  {
    name: 'Pages',
    video: 'app-pages',
    steps: [
      'Choose Pages in the left sidebar.',
      'Type the new page’s name and address, then choose Add Page. It joins the header’s navigation.',
      'Choose Open to edit the new page.',
    ],
  },
  {
    name: 'Add Block',
    video: 'app-add-block',
    steps: [
      'Choose New Block in the left sidebar.',
      'Pick a block type in Choose Your Block.',
      'In the panel on the right, name the block and check the sheet and columns it shows.',
      'Choose Add Block. New blocks go above the footer.',
    ],
  },
  {
    name: 'Publish',
    video: 'app-publish',
    steps: [
      'Choose Publish in the top bar, then Privacy Settings.',
      'Turn the app public and choose how its users sign in.',
      'Choose Save. Visitors open the app at its own address.',
    ],
  },
];
