import { useStartAppEditingMutation } from './dashboardApi.js';

/**
 * Opens an app's editor on the app's own host: a one-time hand-off link from the dashboard
 * session, which the app host exchanges for its own editor session.
 */
export function useOpenAppEditor() {
  const [startAppEditing, state] = useStartAppEditingMutation();
  async function openAppEditor(appId: string): Promise<boolean> {
    const result = await startAppEditing(appId);
    if (result.error) return false;
    window.location.assign(result.data.url);
    return true;
  }
  return { openAppEditor, isOpening: state.isLoading, openError: state.error };
}
