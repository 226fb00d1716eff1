import type { ReactNode } from 'react';
import type { BlockType } from '@tessera/domain';

/**
 * A small picture of each block type for Choose Your Block: a sketch of what the block draws
 * (rows, bars, a month's grid, a player), in the product's colours. Decorative: the button's
 * label names the type.
 */
export function BlockPreview({ type, className }: { type: BlockType; className?: string }) {
  return (
    <svg
      className={className}
      data-preview={type}
      viewBox="0 0 120 72"
      width="120"
      height="72"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="120" height="72" rx="6" fill={PAPER} />
      {/* A type this bundle does not know yet (a newer server) gets the paper alone. */}
      {(SKETCHES as Partial<Record<string, () => ReactNode>>)[type]?.() ?? null}
    </svg>
  );
}

const PAPER = '#f5f6fb';
const INK = '#c7cbe0';
const ACCENT = '#4f46e5';
const SOFT = '#c7d2fe';
const DARK = '#1f2937';

/** A line of text: a rounded bar. */
const text = (x: number, y: number, width: number, fill = INK) => (
  <rect x={x} y={y} width={width} height="4" rx="2" fill={fill} />
);
const box = (x: number, y: number, width: number, height: number, fill = '#fff') => (
  <rect x={x} y={y} width={width} height={height} rx="3" fill={fill} stroke={INK} />
);
/** A picture: a frame with a hill and a sun. */
const picture = (x: number, y: number, width: number, height: number) => (
  <g>
    <rect x={x} y={y} width={width} height={height} rx="3" fill={SOFT} />
    <path
      d={`M${x} ${y + height} l${width * 0.35} ${-height * 0.5} l${width * 0.25} ${height * 0.3} l${width * 0.15} ${-height * 0.15} l${width * 0.25} ${height * 0.35}z`}
      fill={ACCENT}
      opacity="0.55"
    />
    <circle
      cx={x + width * 0.75}
      cy={y + height * 0.3}
      r={Math.min(width, height) * 0.1}
      fill="#fff"
    />
  </g>
);
const button = (x: number, y: number, width = 28) => (
  <rect x={x} y={y} width={width} height="9" rx="4.5" fill={ACCENT} />
);
/** Rows of `count` items laid out by `draw`, `step` apart. */
const each = (count: number, draw: (index: number) => ReactNode) =>
  Array.from({ length: count }, (_, index) => <g key={index}>{draw(index)}</g>);

const SKETCHES: Record<BlockType, () => ReactNode> = {
  table: () => (
    <>
      <rect x="10" y="10" width="100" height="10" rx="2" fill={SOFT} />
      {each(4, (row) => (
        <>
          {text(14, 26 + row * 10, 22)}
          {text(46, 26 + row * 10, 28)}
          {text(84, 26 + row * 10, 20)}
        </>
      ))}
    </>
  ),
  list: () =>
    each(3, (row) => (
      <>
        <circle cx="20" cy={17 + row * 19} r="6" fill={SOFT} />
        {text(32, 12 + row * 19, 56, DARK)}
        {text(32, 19 + row * 19, 40)}
      </>
    )),
  chart: () => (
    <>
      <path d="M14 60 H108 M14 60 V10" stroke={INK} strokeWidth="2" />
      {[28, 40, 18, 46, 34].map((height, index) => (
        <rect
          key={index}
          x={22 + index * 17}
          y={58 - height}
          width="10"
          height={height}
          rx="2"
          fill={index === 3 ? ACCENT : SOFT}
        />
      ))}
    </>
  ),
  calendar: () => (
    <>
      {text(10, 8, 40, DARK)}
      {each(4, (week) =>
        each(7, (day) => (
          <rect
            x={10 + day * 14.5}
            y={17 + week * 13}
            width="13"
            height="11.5"
            rx="2"
            fill="#fff"
            stroke={INK}
            strokeWidth="0.6"
          />
        )),
      )}
      <rect x="40" y="33" width="23" height="4" rx="2" fill={ACCENT} />
      <rect x="83" y="46" width="11" height="4" rx="2" fill={SOFT} />
      <rect x="11" y="59" width="11" height="4" rx="2" fill={ACCENT} />
    </>
  ),
  form: () => (
    <>
      {each(3, (field) => (
        <>
          {text(16, 8 + field * 16, 24)}
          {box(16, 14 + field * 16, 88, 8)}
        </>
      ))}
      {button(76, 58)}
    </>
  ),
  event: () => (
    <>
      {picture(8, 8, 44, 56)}
      {text(60, 12, 48, DARK)}
      {text(60, 20, 36)}
      {each(3, (unit) => (
        <rect x={60 + unit * 16} y="30" width="13" height="13" rx="2" fill={SOFT} />
      ))}
      {button(60, 52, 44)}
    </>
  ),
  datalist: () => (
    <>
      <path d="M24 8 V64" stroke={SOFT} strokeWidth="3" />
      {each(3, (item) => (
        <>
          <circle cx="24" cy={16 + item * 20} r="4" fill={ACCENT} />
          {box(36, 9 + item * 20, 72, 14)}
          {text(42, 14 + item * 20, 40)}
        </>
      ))}
    </>
  ),
  imageGallery: () =>
    each(2, (row) => each(3, (column) => picture(10 + column * 34.5, 8 + row * 29, 31, 26))),
  ImageGrid: () => (
    <>
      {picture(8, 10, 46, 52)}
      {text(62, 12, 48, DARK)}
      {text(62, 19, 40)}
      {each(2, (row) =>
        each(2, (column) => (
          <>
            <circle cx={66 + column * 24} cy={36 + row * 16} r="4" fill={SOFT} />
            {text(73 + column * 24, 34 + row * 16, 12)}
          </>
        )),
      )}
    </>
  ),
  bannerHero: () => (
    <>
      <rect x="4" y="4" width="112" height="64" rx="4" fill={DARK} />
      {text(30, 22, 60, '#fff')}
      {text(38, 31, 44, '#9ca3af')}
      {button(46, 44)}
    </>
  ),
  imageAccordian: () => (
    <>
      {picture(8, 10, 46, 52)}
      {each(4, (item) => (
        <>
          <rect
            x="60"
            y={10 + item * 13}
            width="52"
            height="10"
            rx="2"
            fill={item === 0 ? SOFT : '#fff'}
            stroke={INK}
            strokeWidth="0.6"
          />
          {text(64, 13 + item * 13, 30)}
        </>
      ))}
    </>
  ),
  grid: () =>
    each(3, (column) => (
      <>
        {box(8 + column * 36, 8, 32, 56)}
        {picture(11 + column * 36, 11, 26, 22)}
        {text(11 + column * 36, 38, 22, DARK)}
        {text(11 + column * 36, 45, 16)}
        {button(11 + column * 36, 52, 18)}
      </>
    )),
  markdown: () => (
    <>
      {text(12, 10, 50, DARK)}
      {each(5, (line) => text(12, 20 + line * 9, [92, 84, 96, 70, 56][line]!))}
    </>
  ),
  iframe: () => (
    <>
      {box(8, 8, 104, 56)}
      <rect x="8" y="8" width="104" height="10" rx="3" fill={SOFT} />
      {each(3, (dot) => (
        <circle cx={15 + dot * 6} cy="13" r="2" fill="#fff" />
      ))}
      {text(18, 28, 60)}
      {text(18, 36, 80)}
      {text(18, 44, 44)}
    </>
  ),
  scorecard: () =>
    each(3, (card) => (
      <>
        {box(8 + card * 36, 16, 32, 40)}
        <rect
          x={13 + card * 36}
          y="24"
          width="20"
          height="10"
          rx="2"
          fill={card === 0 ? ACCENT : SOFT}
        />
        {text(13 + card * 36, 42, 18)}
      </>
    )),
  map: () => (
    <>
      <rect x="6" y="6" width="108" height="60" rx="4" fill="#e0e7ff" />
      <path
        d="M6 44 C40 30 60 56 114 24 M40 6 C46 30 30 50 44 66"
        stroke="#fff"
        strokeWidth="4"
        fill="none"
      />
      <path d="M74 20 a8 8 0 1 1 16 0 c0 8 -8 16 -8 16 s-8 -8 -8 -16z" fill={ACCENT} />
      <circle cx="82" cy="20" r="3" fill="#fff" />
    </>
  ),
  header: () => (
    <>
      <rect x="4" y="6" width="112" height="18" rx="3" fill={DARK} />
      <circle cx="15" cy="15" r="5" fill={SOFT} />
      {each(3, (item) => text(60 + item * 16, 13, 12, '#9ca3af'))}
      {text(10, 34, 80)}
      {text(10, 42, 60)}
    </>
  ),
  footer: () => (
    <>
      {text(10, 12, 80)}
      {text(10, 20, 60)}
      <rect x="4" y="32" width="112" height="36" rx="3" fill={DARK} />
      {each(3, (column) => each(3, (link) => text(12 + column * 34, 38 + link * 8, 24, '#9ca3af')))}
    </>
  ),
  'item details': () => (
    <>
      {picture(8, 8, 36, 36)}
      {text(52, 10, 48, DARK)}
      {each(4, (pair) => (
        <>
          {text(52, 22 + pair * 10, 16)}
          {text(72, 22 + pair * 10, 36, SOFT)}
        </>
      ))}
      {button(8, 52, 36)}
    </>
  ),
  login: () => (
    <>
      {box(30, 6, 60, 60)}
      {text(44, 12, 32, DARK)}
      {box(38, 22, 44, 8)}
      {box(38, 34, 44, 8)}
      {button(38, 48, 44)}
    </>
  ),
  register: () => (
    <>
      {box(30, 4, 60, 64)}
      {text(44, 9, 32, DARK)}
      {each(3, (field) => box(38, 17 + field * 11, 44, 8))}
      {button(38, 53, 44)}
    </>
  ),
  'forgot password': () => (
    <>
      {box(30, 6, 60, 60)}
      <rect x="53" y="16" width="14" height="11" rx="2" fill={ACCENT} />
      <path d="M56 16 v-3 a4 4 0 0 1 8 0 v3" stroke={ACCENT} strokeWidth="2" fill="none" />
      {box(38, 34, 44, 8)}
      {button(38, 48, 44)}
    </>
  ),
  video: () => (
    <>
      <rect x="14" y="6" width="92" height="52" rx="4" fill={DARK} />
      <circle cx="60" cy="32" r="11" fill={ACCENT} />
      <path d="M56 26 L67 32 L56 38z" fill="#fff" />
      <rect x="14" y="62" width="92" height="3" rx="1.5" fill={SOFT} />
      <rect x="14" y="62" width="34" height="3" rx="1.5" fill={ACCENT} />
    </>
  ),
  audio: () => (
    <>
      {box(8, 20, 104, 32)}
      <circle cx="24" cy="36" r="8" fill={ACCENT} />
      <path d="M21 32 L28 36 L21 40z" fill="#fff" />
      {[6, 14, 10, 18, 8, 16, 12, 20, 9, 14, 6, 12].map((height, index) => (
        <rect
          key={index}
          x={40 + index * 6}
          y={36 - height / 2}
          width="3"
          height={height}
          rx="1.5"
          fill={index < 5 ? ACCENT : SOFT}
        />
      ))}
    </>
  ),
  comments: () =>
    each(3, (comment) => (
      <>
        <circle cx={16 + (comment % 2) * 10} cy={16 + comment * 19} r="5" fill={SOFT} />
        <rect
          x={26 + (comment % 2) * 10}
          y={9 + comment * 19}
          width={70 - (comment % 2) * 10}
          height="14"
          rx="5"
          fill="#fff"
          stroke={INK}
        />
        {text(31 + (comment % 2) * 10, 14 + comment * 19, 44)}
      </>
    )),
};
