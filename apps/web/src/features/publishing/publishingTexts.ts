/**
 * Texts of the publishing screens that the spec names without wording (the 'privacy saved' message)
 * or leaves out (custom domains, embed sites, confirmations). The spec's own texts are
 * PUBLISHING_MESSAGES in @tessera/domain.
 */
export const PUBLISHING_TEXTS = {
  privacySettings: 'Privacy Settings',
  launchYourApp: 'Launch Your App',
  pushToLive: 'Push to Live',
  pushToMarketplace: 'Push to Marketplace',
  appPrivacy: 'App privacy',
  privateMeans: 'Only you, your workspace and the app’s users can open it.',
  publicMeans: 'Anyone with its address can open it.',
  saveToPublish: 'Save to make the app public at the address below.',
  publishUrl: 'Publish URL',
  signInMethod: 'Sign In Method',
  privacySaved: 'Privacy settings saved.',
  movingToNewAddress: (address: string) =>
    `Privacy settings saved. Opening the app at its new address ${address}...`,
  launch: 'Launch',
  liveAt: 'The app is live at',
  privateApp: 'The app is private: only you, your workspace and its app users can open it.',
  open: 'Open',
  addUser: 'Add User',
  editUser: 'Edit User',
  confirmDeleteUser: (name: string) => `Delete the user ${name}? They will lose access to the app.`,
  customDomains: 'Custom domain',
  addDomain: 'Add domain',
  verify: 'Verify',
  remove: 'Remove',
  domainVerified: 'Verified',
  domainPending: 'Waiting for DNS',
  embedSites: 'Sites allowed to embed the app',
  embedSitesHelp: 'Only these sites may show the app in a frame. Use * to allow every site.',
  invalidOrigin: 'Please enter a web address such as https://example.com.',
  tooManyOrigins: (max: number) => `At most ${max} sites can be listed.`,
} as const;
