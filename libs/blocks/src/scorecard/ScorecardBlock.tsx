import {
  formatScore,
  scoreAnswers,
  scoreRequestsOf,
  type Score,
  type ScorecardAxis,
  type ScorecardSettings,
} from '@tessera/domain';
import { BlockFrame, InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import { MissingColumnsAlert } from '../shared/MissingColumnsAlert.js';
import type { BlockData, BlockRendererProps } from '../types.js';

/**
 * Key figures, one card each: a column's sum, average, first or last row over every row the block
 * reads (or, for a card of another sheet, every row of that sheet), as the server computed them
 * (the rows themselves are never sent for this).
 */
export function ScorecardBlock({ block, data, viewer }: BlockRendererProps) {
  const parsed = useBlockSettings('scorecard', block);
  if (!parsed.success) return <InvalidSettings type="scorecard" message={parsed.message} />;
  const settings = parsed.settings;
  const cards = settings.axis.filter((card) => card.column);
  return (
    <BlockFrame
      title={settings.title}
      fallbackLabel="Scorecard"
      colors={settings}
      error={settings.sheet_title ? data?.error : undefined}
      loading={data?.loading}
      status={data}
    >
      <MissingColumnsAlert
        sheetColumns={data?.columns}
        wanted={cards.filter((card) => ofBlockSheet(card, settings)).map((card) => card.column)}
      />
      {cards.length === 0 ? (
        <p className="ts-block__empty">
          {viewer.canEdit
            ? 'Choose a sheet and add a figure in the block settings.'
            : 'No figures to show yet.'}
        </p>
      ) : (
        <ul className="ts-scorecard">
          {cards.map((card, index) => (
            <ScoreCard key={`${index}:${card.column}`} card={card} data={data} />
          ))}
        </ul>
      )}
    </BlockFrame>
  );
}

/** Whether a card reads the block's own sheet (the block's missing-columns note covers it). */
function ofBlockSheet(card: ScorecardAxis, settings: ScorecardSettings): boolean {
  return !card.sheet_title || card.sheet_title === settings.sheet_title;
}

/** Why a card of another sheet has no figure. */
function missingNote(score: Score | undefined): string | null {
  if (!score?.missing || !score.sheet) return null;
  return score.missing === 'sheet'
    ? `The sheet "${score.sheet}" is no longer in the spreadsheet: choose another one in the block's settings.`
    : `The column "${score.column}" is no longer in the sheet "${score.sheet}": choose another one in the block's settings.`;
}

function ScoreCard({ card, data }: { card: ScorecardAxis; data: BlockData | undefined }) {
  const [request] = scoreRequestsOf([card]);
  const score = request ? data?.scores?.find((found) => scoreAnswers(found, request)) : undefined;
  const note = missingNote(score);
  return (
    <li className="ts-scorecard__card" style={{ background: card.background_color }}>
      <span className="ts-scorecard__label" style={{ color: card.label_color }}>
        {card.label || card.column}
      </span>
      <strong className="ts-scorecard__value" style={{ color: card.text_color }}>
        {formatScore(score, card.symbol)}
      </strong>
      {note ? (
        <span className="ts-scorecard__note" role="note">
          {note}
        </span>
      ) : (
        <span className="ts-scorecard__function">{card.function}</span>
      )}
    </li>
  );
}
