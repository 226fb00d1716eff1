import { useMemo, useState } from 'react';
import {
  EVENT_FONT_FAMILIES,
  REGISTRATION_CLOSED_MESSAGE,
  eventEnd,
  eventStart,
  formDefaultValue,
  registrationClosesAt,
  registrationIsSetUp,
  type EventSettings,
  type FeatureItem,
} from '@tessera/domain';
import { FeatureIcon, useFeatureIcons } from '../featureItems/FeatureIcon.js';
import { RowEntryForm } from '../form/RowEntryForm.js';
import { InvalidSettings } from '../shared/BlockFrame.js';
import { useBlockSettings } from '../shared/blockSettings.js';
import type { BlockRendererProps } from '../types.js';
import { EventCountdown } from './EventCountdown.js';
import { useNow } from './eventClock.js';
import { deadlineText, eventDateText, eventTimeText, registrationFields } from './eventDetails.js';

/** Shown to the owner while registration is on but has nowhere to go. */
export const REGISTRATION_SETUP_NOTE =
  'Choose the sheet registrations are added to and add registration fields: visitors see no Register button until then.';

/** A social icon drawn like a feature's icon, in the text colour. */
function asFeature(icon: EventSettings['socialIcons'][number]): FeatureItem {
  return {
    iconType: icon.iconType,
    icon: icon.icon,
    color: 'currentColor',
    title: '',
    description: '',
  };
}

/** The site a social link opens, to name it ("instagram.com"). */
function siteOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** The same empty list on every render, so what is worked out from it is not worked out again. */
const NO_SOCIAL_ICONS: EventSettings['socialIcons'] = [];

/**
 * An event: its title, dates and times, place, contact and description, a countdown to the start,
 * social links and a registration form whose answers are added as rows of the block's sheet until
 * registration closes (the server refuses them after that too), laid over, above or beside a
 * background picture.
 */
export function EventBlock({ block, viewer, onAddRow, onUploadFile }: BlockRendererProps) {
  const parsed = useBlockSettings('event', block);
  const socialIcons = parsed.success ? parsed.settings.socialIcons : NO_SOCIAL_ICONS;
  useFeatureIcons(useMemo(() => socialIcons.map(asFeature), [socialIcons]));
  const counting = parsed.success && parsed.settings.Countdown && parsed.settings.start_date !== '';
  const now = useNow(counting ? 1_000 : 30_000);
  const [registering, setRegistering] = useState(false);
  const email = viewer.email;
  const fields = useMemo(
    () =>
      parsed.success
        ? registrationFields(parsed.settings.axis, (template) =>
            formDefaultValue(template, { today: new Date(), userEmail: email ?? '' }),
          )
        : [],
    [parsed, email],
  );
  // Worked out once per settings, not on every tick of the countdown.
  const schedule = useMemo(
    () =>
      parsed.success
        ? {
            start: eventStart(parsed.settings),
            end: eventEnd(parsed.settings),
            closesAt: registrationClosesAt(parsed.settings),
          }
        : null,
    [parsed],
  );
  if (!parsed.success) return <InvalidSettings type="event" message={parsed.message} />;
  const settings = parsed.settings;
  const name = settings.event_title || settings.title || 'Event';
  const { start, end, closesAt } = schedule!;
  const closed = closesAt !== null && now !== null && now >= closesAt;
  const readyToRegister = registrationIsSetUp(settings);
  const overlay = settings.layout_type === 'overlay' && settings.background_image !== '';
  const buttonStyle = { background: settings.accent_color, color: settings.button_text_color };

  const deadline =
    settings.registration_deadline && !closed ? (
      <p className="ts-event__deadline">{deadlineText(settings)}</p>
    ) : null;
  const registration = !settings.registration_button ? null : !readyToRegister ? (
    viewer.canEdit ? (
      <p className="ts-event__note" role="note">
        {REGISTRATION_SETUP_NOTE}
      </p>
    ) : null
  ) : closed ? (
    <p className="ts-event__closed" role="status">
      {REGISTRATION_CLOSED_MESSAGE}
    </p>
  ) : (
    <div className="ts-event__registration">
      {settings.deadline_position === 'above button' ? deadline : null}
      <button
        type="button"
        className="ts-button ts-event__register"
        style={buttonStyle}
        aria-expanded={registering}
        onClick={() => setRegistering((open) => !open)}
      >
        {settings.register_button_text}
      </button>
      {settings.deadline_position === 'below button' ? deadline : null}
      {/* Hidden, not removed, while closed: what the visitor typed stays. */}
      <div className="ts-event__form" hidden={!registering}>
        <RowEntryForm
          fields={fields}
          name={`Register for ${name}`}
          submitText="Register"
          submitStyle={buttonStyle}
          successText={settings.registration_success}
          rows={[]}
          viewer={viewer}
          onAddRow={onAddRow}
          onUploadFile={onUploadFile}
          unavailable={false}
        />
      </div>
    </div>
  );

  const dateText = eventDateText(settings);
  const timeText = eventTimeText(settings);
  const picture = settings.background_image ? (
    <img
      className="ts-event__picture"
      src={settings.background_image}
      alt=""
      style={{ objectFit: settings.background_fit }}
    />
  ) : null;

  return (
    <section
      className={`ts-block ts-event ts-event--${settings.layout_type} ts-event--align-${settings.text_alignment}${overlay ? ' ts-event--over-picture' : ''}`}
      aria-label={name}
      style={{
        fontFamily: EVENT_FONT_FAMILIES[settings.font],
        background: settings.background_color,
        color: settings.font_color,
        textAlign: settings.text_alignment,
      }}
    >
      {picture}
      {overlay ? (
        <div
          className="ts-event__overlay"
          style={{ background: `rgba(0, 0, 0, ${settings.overlay_opacity})` }}
        />
      ) : null}
      <div className="ts-event__content">
        {settings.event_title ? (
          <h2
            className="ts-event__title"
            style={{
              fontSize: `${settings.title_font_size}px`,
              color: settings.title_color,
              background: settings.title_background_color,
            }}
          >
            {settings.event_title}
          </h2>
        ) : null}
        <ul className={`ts-event__details ts-event__details--${settings.contact_layout}`}>
          {dateText ? (
            <li>
              <span aria-hidden="true">📅 </span>
              <span className="ts-visually-hidden">Date: </span>
              {dateText}
            </li>
          ) : null}
          {timeText ? (
            <li>
              <span aria-hidden="true">🕒 </span>
              <span className="ts-visually-hidden">Time: </span>
              {timeText}
            </li>
          ) : null}
          {settings.Location === 'Physical' && settings.Address ? (
            <li className="ts-event__address">
              <span aria-hidden="true">📍 </span>
              <span className="ts-visually-hidden">Address: </span>
              {settings.Address}
            </li>
          ) : null}
          {settings.Location === 'webinar' && settings.Link ? (
            <li>
              <span aria-hidden="true">🔗 </span>
              <a href={settings.Link} target="_blank" rel="noopener noreferrer">
                {settings.Link_Name || settings.Link}
              </a>
            </li>
          ) : null}
          {settings.Mail_Contact && settings.Mail_address ? (
            <li>
              <span aria-hidden="true">✉️ </span>
              <span className="ts-visually-hidden">Contact: </span>
              <a href={`mailto:${settings.Mail_address}`}>{settings.Mail_address}</a>
            </li>
          ) : null}
        </ul>
        {settings.Countdown && start !== null ? (
          <EventCountdown start={start} end={end} now={now} color={settings.accent_color} />
        ) : null}
        {settings.description ? (
          <p className="ts-event__description">{settings.description}</p>
        ) : null}
        {registration}
        {socialIcons.length > 0 ? (
          <ul className="ts-event__social" aria-label="Social links">
            {socialIcons.map((icon, index) => (
              <li key={index}>
                <a
                  href={icon.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={siteOf(icon.url)}
                >
                  {icon.icon ? <FeatureIcon feature={asFeature(icon)} /> : siteOf(icon.url)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
