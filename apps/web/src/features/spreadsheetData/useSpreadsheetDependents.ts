import { useGetAppsQuery, useGetBoardsQuery } from '../dashboard/dashboardApi.js';
import {
  spreadsheetDeleteWarning,
  spreadsheetDependents,
  type Dependent,
} from './spreadsheetDependents.js';

/**
 * The boards and apps built on a spreadsheet, and what deleting it does; null for both until the
 * workspace's boards and apps are read, so a delete never says "nothing uses it" too early.
 */
export function useSpreadsheetDependents() {
  const { data: boards } = useGetBoardsQuery();
  const { data: apps } = useGetAppsQuery();
  const dependentsOf = (spreadsheetId: string): Dependent[] | null =>
    boards && apps ? spreadsheetDependents(spreadsheetId, boards, apps) : null;
  const deleteWarningOf = (spreadsheetId: string): string | null => {
    const dependents = dependentsOf(spreadsheetId);
    return dependents ? spreadsheetDeleteWarning(dependents) : null;
  };
  return { dependentsOf, deleteWarningOf };
}
