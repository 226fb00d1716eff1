import { describe, expect, it } from '@jest/globals';
import type { BlockDto } from '@tessera/contracts';
import { blockSettingsAsServed } from '@tessera/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BlockViewer } from '../types.js';
import { EventBlock, REGISTRATION_SETUP_NOTE } from './EventBlock.js';
import { registrationFields } from './eventDetails.js';

const event = (settings: Record<string, unknown>): BlockDto => ({
  id: 'e1',
  type: 'event',
  position: 0,
  ...blockSettingsAsServed('event', {
    event_title: 'Tessera Summit',
    start_date: '2027-06-10',
    start_time: '18:00',
    end_time: '21:00',
    time_zone: 'Europe/Oslo',
    sheet_title: 'Registrations',
    axis: [{ column: 'Name' }, { column: 'Photo', type: 'image' }],
    ...settings,
  }),
});

const visitor: BlockViewer = { canEdit: false, email: null };
const render = (block: BlockDto, viewer: BlockViewer = visitor) =>
  renderToStaticMarkup(
    <EventBlock
      block={block}
      data={undefined}
      viewer={viewer}
      onAddRow={() => Promise.resolve()}
    />,
  );

describe('EventBlock', () => {
  it('shows the title, the date in the owner’s format, the times on the event’s clock and the place', () => {
    const html = render(
      event({
        date_format: 'MMM DD, YYYY',
        Address: 'Operagata 1\nOslo',
        register_button_text: 'Join us',
      }),
    );
    expect(html).toContain('Tessera Summit</h2>');
    expect(html).toContain('Jun 10, 2027');
    expect(html).toContain('18:00 – 21:00 (Europe/Oslo)');
    expect(html).toContain('Operagata 1\nOslo');
    expect(html).toContain('>Join us</button>');
    // The form opens on the button; the countdown waits for the visitor's clock.
    expect(html).toContain('<div class="ts-event__form" hidden=""><form');
    expect(html).not.toContain('role="timer"');
  });

  it('shows both days of a multi-day event, a webinar link and a contact address', () => {
    const html = render(
      event({
        Event_Type: 'Multi day',
        end_date: '2027-06-12',
        date_format: 'DD/MM/YYYY',
        Location: 'webinar',
        Link: 'https://meet.example/summit',
        Link_Name: 'Watch live',
        Mail_Contact: true,
        Mail_address: 'hello@tessera.example',
      }),
    );
    expect(html).toContain('10/06/2027 – 12/06/2027');
    expect(html).toContain(
      '<a href="https://meet.example/summit" target="_blank" rel="noopener noreferrer">Watch live</a>',
    );
    expect(html).toContain('<a href="mailto:hello@tessera.example">hello@tessera.example</a>');
  });

  it('shows the deadline where the owner put it', () => {
    const below = render(event({ registration_deadline: '2027-06-01T12:00' }));
    expect(below).toMatch(
      /REGISTER NOW<\/button><p class="ts-event__deadline">Registration closes 01 Jun 2027 at 12:00 \(Europe\/Oslo\)\.<\/p>/,
    );
    const above = render(
      event({ registration_deadline: '2027-06-01T12:00', deadline_position: 'above button' }),
    );
    expect(above).toMatch(/ts-event__deadline">[^<]*<\/p><button/);
  });

  it('tells the owner, not visitors, when registration has nowhere to go', () => {
    const unset = event({ sheet_title: '', axis: [] });
    expect(render(unset, { canEdit: true, email: 'owner@example.com' })).toContain(
      REGISTRATION_SETUP_NOTE,
    );
    const html = render(unset);
    expect(html).not.toContain(REGISTRATION_SETUP_NOTE);
    expect(html).not.toContain('REGISTER NOW');
    expect(render(event({ registration_button: false }))).not.toContain('REGISTER NOW');
  });

  it('lays the text over the darkened picture, or beside it, fitted as the owner says', () => {
    const over = render(
      event({ background_image: 'https://img.example/stage.jpg', overlay_opacity: 0.3 }),
    );
    expect(over).toContain('ts-event--over-picture');
    expect(over).toContain('object-fit:cover');
    expect(over).toContain('rgba(0, 0, 0, 0.3)');
    const beside = render(
      event({
        background_image: 'https://img.example/stage.jpg',
        layout_type: 'left-image',
        background_fit: 'contain',
        font: 'Open Sans',
      }),
    );
    expect(beside).toContain('ts-event--left-image');
    expect(beside).not.toContain('ts-event__overlay');
    expect(beside).toContain('object-fit:contain');
    expect(beside).toContain('font-family:&quot;Open Sans&quot;');
  });

  it('keeps hostile text inert', () => {
    const html = render(
      event({
        event_title: '<img src=x onerror=alert(1)>',
        description: '<script>alert(1)</script> {{constructor.constructor("alert(1)")()}}',
        Address: '<a href="javascript:alert(1)">here</a>',
      }),
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('&lt;script&gt;');
  });

  it('links social icons to their pages, named by site', () => {
    const html = render(
      event({
        socialIcons: [
          { iconType: 'text', icon: 'IG', url: 'https://www.instagram.com/tessera' },
          { iconType: 'fontawesome', icon: '', url: 'https://linkedin.com/company/tessera' },
        ],
      }),
    );
    expect(html).toContain('aria-label="instagram.com"');
    expect(html).toContain('>IG</span>');
    expect(html).toContain('>linkedin.com</a>');
  });

  it('turns registration fields into text fields and image pickers', () => {
    const fields = registrationFields(
      [
        {
          column: 'Email',
          type: 'text',
          label: '',
          description: '',
          required: true,
          max_length: 80,
          regex_validation: '@',
          placeholder: 'you@',
          default: '[(user_email)]',
        },
        {
          column: 'Photo',
          type: 'image',
          label: 'Your photo',
          description: '',
          required: false,
          regex_validation: '',
          placeholder: '',
          default: 'x',
        },
      ],
      (template) => template.replace('[(user_email)]', 'me@example.com'),
    );
    expect(
      fields.map(({ column, label, type, required, maxLength, regex, initial, accept }) => ({
        column,
        label,
        type,
        required,
        maxLength,
        regex,
        initial,
        accept,
      })),
    ).toEqual([
      {
        column: 'Email',
        label: 'Email',
        type: 'text',
        required: true,
        maxLength: 80,
        regex: '@',
        initial: 'me@example.com',
        accept: 'image/*',
      },
      {
        column: 'Photo',
        label: 'Your photo',
        type: 'file',
        required: false,
        maxLength: undefined,
        regex: '',
        initial: '',
        accept: 'image/*',
      },
    ]);
  });
});
