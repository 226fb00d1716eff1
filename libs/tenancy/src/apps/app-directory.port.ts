import type { TenantRoute } from '../routes/tenant-route.js';

/** An app as the owners' domain settings need it. */
export type DirectoryApp = { id: string; workspaceId: string; name: string };

/**
 * What tenancy's HTTP side (in the gateway) asks of the apps, which the gateway's features own: a
 * query port, answered in-process in either mode, because both sides run in the gateway. The
 * tenancy service itself never asks: it keeps its own read model (TenancyAppsRepository).
 */
export type AppDirectory = {
  /** The app that has this name now; the routing table may not have it yet (a new app). */
  appNamed(name: string): Promise<TenantRoute | null>;
  /** The workspace's app; null when the workspace has no such app. */
  app(workspaceId: string, appId: string): Promise<DirectoryApp | null>;
};

export const APP_DIRECTORY = Symbol('APP_DIRECTORY');
