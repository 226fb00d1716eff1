import { defineErrors } from '@tessera/platform';

export const WorkspacesError = defineErrors('Workspaces', {
  notFound: [404, 'Workspace not found.'],
  unknownSetting: [404, 'Unknown setting.'],
});
