// The editor's own labels, apart from MESSAGES: a published page's viewer shares MESSAGES with
// the editor and so carries whatever that module holds.
/** Labels of the editor chrome (editor-viewer-shell §2.2). */
export const SHELL_LABELS = {
  tutorials: 'Tutorials',
  publishToMarketplace: 'Publish to Marketplace',
  newBlock: 'New Block',
  docs: 'Docs',
  embed: 'Embed',
  chooseYourBlock: 'Choose Your Block',
  embedContent: 'Embed Content',
  publishBoard: 'Publish Board',
  tutorialVideos: 'Tutorial Videos',
  boardSettings: 'Board Settings',
  addBlock: 'Add Block',
  publishToMarketPlaceTab: 'Publish to MarketPlace',
  pages: 'Pages',
  users: 'Users',
  appSettings: 'App Settings',
  admin: 'Admin',
  publish: 'Publish',
} as const;
