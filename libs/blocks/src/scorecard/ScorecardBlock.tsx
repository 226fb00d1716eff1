import { formatScore, scoreAnswers, scoreRequestsOf, type ScorecardAxis } from '@tessera/domain';
import { BlockFrame, InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import { MissingColumnsAlert } from '../shared/MissingColumnsAlert.js';
import type { BlockData, BlockRendererProps } from '../types.js';

/**
 * Key figures of a sheet, one card each: a column's sum, average, first or last row over every row
 * the block reads, as the server computed them (the rows themselves are never sent for this).
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
      <MissingColumnsAlert sheetColumns={data?.columns} wanted={cards.map((card) => card.column)} />
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

function ScoreCard({ card, data }: { card: ScorecardAxis; data: BlockData | undefined }) {
  const [request] = scoreRequestsOf([card]);
  const score = request ? data?.scores?.find((found) => scoreAnswers(found, request)) : undefined;
  return (
    <li className="ts-scorecard__card" style={{ background: card.background_color }}>
      <span className="ts-scorecard__label" style={{ color: card.label_color }}>
        {card.label || card.column}
      </span>
      <strong className="ts-scorecard__value" style={{ color: card.text_color }}>
        {formatScore(score, card.symbol)}
      </strong>
      <span className="ts-scorecard__function">{card.function}</span>
    </li>
  );
}
