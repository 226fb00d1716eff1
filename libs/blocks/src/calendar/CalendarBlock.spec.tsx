import { describe, expect, it } from '@jest/globals';
import type { BlockDto } from '@tessera/contracts';
import { blockSettingsAsServed } from '@tessera/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BlockData } from '../types.js';
import { CalendarBlock } from './CalendarBlock.js';

const calendar = (settings: Record<string, unknown>): BlockDto => ({
  id: 'c1',
  type: 'calendar',
  position: 0,
  ...blockSettingsAsServed('calendar', {
    sheet_title: 'Events',
    start_time_column: 'Start',
    end_time_column: 'End',
    event_title_column: 'Title',
    default_calendar_month: 'Selected month',
    calender_year: 2026,
    calender_month: '11',
    ...settings,
  }),
});

const data = (rows: Record<string, string>[], overrides: Partial<BlockData> = {}): BlockData => ({
  columns: ['Title', 'Start', 'End', 'Room'],
  rows: rows.map((row, index) => ({ _id: `r${index}`, ...row })),
  total: rows.length,
  page: 1,
  page_size: 1000,
  loading: false,
  ...overrides,
});

const render = (block: BlockDto, blockData: BlockData | undefined) =>
  renderToStaticMarkup(
    <CalendarBlock block={block} data={blockData} viewer={{ canEdit: false, email: null }} />,
  );

const meetings = [
  { Title: 'Planning', Start: '2026-11-27T09:00', End: '2026-11-27T10:30', Room: 'A' },
  { Title: '<script>alert(1)</script>', Start: '2026-11-27T11:00', End: '', Room: 'B' },
  { Title: 'Offsite', Start: '2026-11-03T08:00', End: '2026-11-04T18:00', Room: 'C' },
];

describe('CalendarBlock', () => {
  it('opens on the owner’s month, its events on their days as buttons opening their rows', () => {
    const html = render(calendar({ title: 'Team calendar' }), data(meetings));
    expect(html).toContain(
      '<h3 class="ts-calendar__period" aria-live="polite" tabindex="-1">November 2026</h3>',
    );
    expect(html).toContain('<table class="ts-calendar__month" aria-label="November 2026">');
    // A day of the month shows when an event starts, and tells its times to screen readers.
    expect(html).toContain(
      'aria-haspopup="dialog"><span class="ts-calendar__time">09:00</span> <span class="ts-calendar__title">Planning</span><span class="ts-visually-hidden"> (09:00–10:30)</span></button>',
    );
    // The offsite covers two days; a title holding markup is text.
    expect(html.match(/Offsite<\/span>/g)).toHaveLength(2);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('aria-pressed="true">Month</button>');
  });

  it('opens on a week or a day when the owner says so, each day listing its times', () => {
    const week = render(calendar({ default_calendar_view: 'Week' }), data(meetings));
    expect(week).toContain('Mon 26 Oct – Sun 1 Nov 2026');
    const day = render(
      calendar({ default_calendar_view: 'Day', show_details_on_click: false }),
      data(meetings),
    );
    expect(day).toContain('Sunday, 1 November 2026');
    expect(day).toContain('No events');
    expect(day).not.toContain('aria-haspopup');
  });

  it('points a period without events to the next event, else the previous one', () => {
    const later = [{ Title: 'Launch', Start: '2027-02-01T09:00', End: '', Room: 'A' }];
    const html = render(calendar({}), data([...later, { ...later[0]!, Start: '2025-05-05' }]));
    expect(html).toContain('No events this month.');
    expect(html).toContain('>Next event: Launch, Monday, 1 February 2027</button>');
    const earlier = render(calendar({}), data([{ ...later[0]!, Start: '2025-05-05' }]));
    expect(earlier).toContain('>Previous event: Launch, Monday, 5 May 2025</button>');
    // Nothing to point to: a month with events, a calendar with none, rows still being read.
    expect(render(calendar({}), data(meetings))).not.toContain('No events this');
    expect(render(calendar({}), data([]))).not.toContain('No events this');
    expect(render(calendar({}), data(later, { loading: true }))).not.toContain('No events this');
    // Only some rows read: the others may hold this month's events.
    expect(render(calendar({}), data(later, { total: 5000 }))).not.toContain('No events this');
  });

  it('says which rows it cannot place, and asks for the start column', () => {
    const html = render(
      calendar({}),
      data([...meetings, { Title: 'Typo', Start: 'Friday', End: '', Room: '' }]),
    );
    expect(html).toContain(
      '1 row is not shown: the start is not a date (write it YYYY-MM-DDTHH:MM).',
    );
    expect(render(calendar({ start_time_column: '' }), data(meetings))).toContain(
      'Choose the column holding each event&#x27;s start time',
    );
    expect(render(calendar({ start_time_column: 'Begins' }), data(meetings))).toContain(
      'The column &quot;Begins&quot; is no longer in the sheet',
    );
  });

  it('tells when the days shown have more rows than it read', () => {
    const month = { from: '2026-10-26', to: '2026-12-06' };
    const html = renderToStaticMarkup(
      <CalendarBlock
        block={calendar({})}
        data={data(meetings, { total: 1500 })}
        query={{ sort: '', filters: [], period: month }}
        viewer={{ canEdit: false, email: null }}
      />,
    );
    expect(html).toContain('The events of the first 3 of 1,500 rows of this month are shown');
    // Before the days are read alone, the server's page says nothing (the browser reads them).
    expect(render(calendar({}), data(meetings, { total: 1500 }))).not.toContain(
      'The events of the first',
    );
  });

  it('draws no month and no today on the server when it opens on the visitor’s own month', () => {
    const html = render(calendar({ default_calendar_month: 'Current month' }), data(meetings));
    // The server cannot know the visitor's date: the browser draws the month once hydrated.
    expect(html).not.toContain('ts-calendar__month');
    expect(html).not.toContain('aria-current');
    expect(html).toContain('aria-pressed="true">Month</button>');
  });
});
