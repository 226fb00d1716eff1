import type { SheetChange } from '@tessera/contracts';
import ui from '../../shell/ui/ui.module.css';
import {
  REMOVED_NOTE,
  replacementLines,
  replacementRemovedSomething,
} from './replacementReport.js';

/** What replacing a spreadsheet's file changed, sheet by sheet. */
export function ReplacementReport({ name, changes }: { name: string; changes: SheetChange[] }) {
  return (
    <div className={ui.success} role="status">
      <p>Replaced the data of {name}:</p>
      <ul>
        {replacementLines(changes).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {replacementRemovedSomething(changes) ? <p>{REMOVED_NOTE}</p> : null}
    </div>
  );
}
