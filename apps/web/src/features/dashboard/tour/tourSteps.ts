/**
 * The dashboard's first-run tour: a few steps, each beside the part of the page it is about
 * (`target`: the id of an element there, or of the heading of its section).
 */
export type TourStep = { target: string; title: string; text: string };

export const DASHBOARD_TOUR: readonly TourStep[] = [
  {
    target: 'starters-heading',
    title: 'Ready-made apps',
    text: 'A starter makes an app and a spreadsheet of sample rows in one click. Open it, change anything, and publish it.',
  },
  {
    target: 'spreadsheets-heading',
    title: 'Bring your data',
    text: 'Upload a CSV or Excel file, or add a Google spreadsheet. Open one to see its rows, change cells, and add or delete rows.',
  },
  {
    target: 'boards-heading',
    title: 'Boards',
    text: 'A board is one page of blocks (tables, lists, charts, forms) fed by the columns of a spreadsheet. Drag blocks to place them and resize them on a 12-column grid.',
  },
  {
    target: 'apps-heading',
    title: 'Multi-page apps',
    text: 'An app has pages that share a header and footer, its own address, and users who sign in with Read or Read-Write access.',
  },
  {
    target: 'main-help-link',
    title: 'Help when you need it',
    text: 'The owners’ guide explains every block and setting. Take this tour again with Take the tour on the dashboard.',
  },
];
