/** Where a host leads: an app by its current name, an old name (redirects) or a custom domain. */
export type TenantRoute = {
  appId: string;
  workspaceId: string;
  /** The app's current name: an alias host redirects to `{appName}.{dashboard host}`. */
  appName: string;
  kind: 'name' | 'alias' | 'domain';
};
