import { useState } from 'react';
import { SHELL_LABELS } from '@tessera/domain';
import styles from './editor.module.css';
import { Popup } from './Popup.js';

const TABS = [
  {
    name: SHELL_LABELS.boardSettings,
    steps: [
      'Choose Board Settings in the left sidebar.',
      'Change the title, the hero text, the colours or the palette.',
      'Type the sections as comma-separated text (for example: Sales, Support); each becomes a tab.',
      'Tick what to hide: filters, hero or search.',
      'Choose Save. The board shows the changes at once.',
    ],
  },
  {
    name: SHELL_LABELS.addBlock,
    steps: [
      'Choose New Block in the left sidebar.',
      'Pick a block type in Choose Your Block.',
      'In the panel on the right, choose the sheet and the columns the block shows.',
      'Watch the preview on the board while you change the settings.',
      'Choose Add Block to keep it. Edit changes it later; Delete block removes it.',
    ],
  },
  {
    name: SHELL_LABELS.publishToMarketPlaceTab,
    steps: [
      'Choose Publish Board in the top bar.',
      'Turn on Public so that visitors without an account can open the board.',
      'Copy the board address and share it.',
      'Turn Public off again to make the board private.',
    ],
  },
] as const;

/**
 * Tutorial Videos: one tab per task, Add Block first. No videos are hosted with Tessera, so each tab
 * gives the written steps of its task.
 */
export function TutorialModal({ onClose }: { onClose: () => void }) {
  const [active, setActive] = useState<string>(SHELL_LABELS.addBlock);
  const tab = TABS.find((candidate) => candidate.name === active) ?? TABS[1];
  return (
    <Popup title={SHELL_LABELS.tutorialVideos} onClose={onClose} width={640} centered lockScroll>
      <div className={styles.tabs} role="tablist" aria-label="Tutorials">
        {TABS.map((candidate, index) => (
          <button
            key={candidate.name}
            type="button"
            role="tab"
            id={`tutorial-tab-${index}`}
            aria-selected={candidate.name === active}
            aria-controls="tutorial-panel"
            className={candidate.name === active ? styles.tabActive : styles.tab}
            onClick={() => setActive(candidate.name)}
          >
            {candidate.name}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="tutorial-panel"
        aria-labelledby={`tutorial-tab-${TABS.indexOf(tab)}`}
      >
        <ol className={styles.steps}>
          {tab.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
    </Popup>
  );
}
