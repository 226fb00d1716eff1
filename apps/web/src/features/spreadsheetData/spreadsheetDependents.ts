/** A board or app built on a spreadsheet, as the dashboard lists them. */
export type Dependent = { kind: 'board' | 'app'; name: string };

/** The workspace's boards and apps that read this spreadsheet: deleting it leaves them empty. */
export function spreadsheetDependents(
  spreadsheetId: string,
  boards: readonly { name: string; spreadsheetId: string | null }[],
  apps: readonly { title: string; spreadsheetId: string | null }[],
): Dependent[] {
  return [
    ...boards
      .filter((board) => board.spreadsheetId === spreadsheetId)
      .map((board) => ({ kind: 'board' as const, name: board.name })),
    ...apps
      .filter((app) => app.spreadsheetId === spreadsheetId)
      .map((app) => ({ kind: 'app' as const, name: app.title })),
  ];
}

/** What deleting the spreadsheet does, in the owner's words. */
export function spreadsheetDeleteWarning(dependents: readonly Dependent[]): string {
  const rows = 'Its sheets and rows go with it.';
  if (dependents.length === 0) return `${rows} No board or app uses it.`;
  const named = dependents.map((dependent) => `${dependent.name} (${dependent.kind})`).join(', ');
  return `${rows} These are left without data: ${named}.`;
}
