/** One of the two buttons: whether it can act, what its tooltip says, and what it does. */
export type HistoryStepButton = { enabled: boolean; title: string; onClick: () => void };

type Props = {
  className: string | undefined;
  undo: HistoryStepButton;
  redo: HistoryStepButton;
  /** Arrows (the block panel's narrow header) or words (the top bar). */
  look: 'arrows' | 'words';
};

/** Undo and Redo, as the block panel and the editor's top bar show them. */
export function HistoryButtons({ className, undo, redo, look }: Props) {
  const buttons = [
    { name: 'Undo', arrow: '↶', step: undo },
    { name: 'Redo', arrow: '↷', step: redo },
  ];
  return (
    <>
      {buttons.map(({ name, arrow, step }) => (
        <button
          key={name}
          type="button"
          className={className}
          aria-label={name}
          title={step.title}
          disabled={!step.enabled}
          onClick={step.onClick}
        >
          {look === 'arrows' ? arrow : name}
        </button>
      ))}
    </>
  );
}
