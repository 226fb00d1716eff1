/** The app a request's host serves, with what its access rules need. */
export type HostApp = {
  id: string;
  workspaceId: string;
  name: string;
  title: string;
  spreadsheetId: string | null;
  public: boolean;
  signInMethod: string;
};
