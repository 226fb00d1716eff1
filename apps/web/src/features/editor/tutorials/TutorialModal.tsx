import { useState } from 'react';
import { SHELL_LABELS } from '@tessera/domain';
import styles from '../blocks/editor.module.css';
import { Popup } from '../blocks/Popup.js';
import { tutorialMedia } from './tutorialMedia.js';
import type { Tutorial } from './tutorials.js';

type Props = {
  tutorials: readonly Tutorial[];
  onClose: () => void;
};

/**
 * Tutorial Videos (editor-viewer-shell §2.2): one tab per task, Add Block first, each playing a
 * short walk-through recorded from the product, with captions, and its steps written below. Body
 * scrolling is locked while it is open.
 */
export function TutorialModal({ tutorials, onClose }: Props) {
  const [active, setActive] = useState<string>(SHELL_LABELS.addBlock);
  const tab = tutorials.find((candidate) => candidate.name === active) ?? tutorials[0]!;
  const index = tutorials.indexOf(tab);
  const media = tutorialMedia(tab.video);
  return (
    <Popup title={SHELL_LABELS.tutorialVideos} onClose={onClose} width={760} centered lockScroll>
      <div className={styles.tabs} role="tablist" aria-label="Tutorials">
        {tutorials.map((candidate, position) => (
          <button
            key={candidate.name}
            type="button"
            role="tab"
            id={`tutorial-tab-${position}`}
            aria-selected={candidate === tab}
            aria-controls="tutorial-panel"
            className={candidate === tab ? styles.tabActive : styles.tab}
            onClick={() => setActive(candidate.name)}
          >
            {candidate.name}
          </button>
        ))}
      </div>
      <div role="tabpanel" id="tutorial-panel" aria-labelledby={`tutorial-tab-${index}`}>
        {/* A new tab plays its own video from the start (the key makes a new player). */}
        {media ? (
          <video
            key={tab.video}
            className={styles.tutorialVideo}
            src={media.video}
            controls
            preload="metadata"
            playsInline
            aria-label={`${tab.name}: walk-through video`}
          >
            <track kind="captions" src={media.captions} srcLang="en" label="English" default />
          </video>
        ) : null}
        <ol className={styles.steps}>
          {tab.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
    </Popup>
  );
}
