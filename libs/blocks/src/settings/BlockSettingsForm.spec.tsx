import { describe, expect, it } from '@jest/globals';
import { defaultBlockSettings } from '@tessera/domain';
import { renderToStaticMarkup } from 'react-dom/server';
import { BlockSettingsForm, type SettingsFormContext } from './BlockSettingsForm.js';

const context: SettingsFormContext = {
  sheets: [{ title: 'Tasks', columns: ['Status', 'Due', 'Owner'] }],
};

const filter = (condition: string, value = '') => ({
  name: 'Due',
  active: true,
  condition,
  sheet_column: { sheet: 'Tasks', column: 'Due' },
  value,
});

function render(settings: Record<string, unknown>, type: 'table' | 'list' = 'table'): string {
  return renderToStaticMarkup(
    <BlockSettingsForm
      type={type}
      settings={{ sheet_title: 'Tasks', ...settings }}
      onChange={() => undefined}
      context={context}
    />,
  );
}

/** The text of each <legend> and <label>, in order. */
function labels(html: string): string[] {
  return [...html.matchAll(/<(?:legend|label)[^>]*>([^<]*)</g)].map((match) => match[1] ?? '');
}

describe('BlockSettingsForm filters', () => {
  it('lists the filters with their column picked from the sheet', () => {
    const html = render({ filters: [filter('=', 'late')] }, 'list');
    expect(labels(html)).toEqual(
      expect.arrayContaining(['Filters', 'Filter 1', 'Name', 'Column', 'Condition', 'Value']),
    );
    expect(html).toContain('Add filter');
    expect(html).toContain('aria-label="Remove Filter 1"');
    expect(html).toMatch(/<option value="Due" selected="">Due<\/option>/);
    expect(html).toContain('<option value="date">Is between dates</option>');
  });

  it('shows two date inputs for a date range, with the stored dates', () => {
    const html = render({ filters: [filter('date', '2024-01-01||2024-01-31')] });
    expect(labels(html)).toEqual(expect.arrayContaining(['Dates', 'From date', 'To date']));
    expect(html).toContain('type="date" value="2024-01-01"');
    expect(html).toContain('type="date" value="2024-01-31"');
  });

  it('shows any_of values comma-separated, and no value input for today', () => {
    expect(render({ filters: [filter('any_of', 'open||late')] })).toContain('value="open, late"');
    const today = labels(render({ filters: [filter('today')] }));
    expect(today).not.toContain('Value');
    expect(today).toContain('Active');
  });

  it('shows the conditional filter, with Match with for the logged-in user only', () => {
    expect(labels(render({}))).toEqual(expect.arrayContaining(['Conditional filter', 'Filter by']));
    expect(labels(render({}))).not.toContain('Match with');
    const html = render({
      conditional_filter: { select_column: 'Owner', filter_by: 'Logged in user' },
    });
    expect(labels(html)).toContain('Match with');
  });

  it('offers the data filter behind a toggle, with its hint', () => {
    const off = render({});
    expect(labels(off)).toEqual(expect.arrayContaining(['Data filter', 'Use a data filter']));
    expect(off).toContain('Used on multi-page app pages');
    expect(labels(off)).not.toContain('Source');
    const on = render({ data_filter: { column: 'Owner', source: 'Logged in user' } });
    expect(labels(on)).toEqual(expect.arrayContaining(['Source', 'Match by']));
  });
});

describe('BlockSettingsForm sign-in blocks', () => {
  const renderSignIn = (type: 'login' | 'register' | 'forgot password') =>
    renderToStaticMarkup(
      <BlockSettingsForm
        type={type}
        settings={defaultBlockSettings(type)}
        onChange={() => undefined}
        context={{ sheets: [] }}
      />,
    );

  it('edits the login toggles, both on for a new block, and its look', () => {
    const html = renderSignIn('login');
    expect(html).toContain('Forgot password link');
    expect(html).toContain('New user sign-up link');
    expect(html.match(/type="checkbox" checked=""/g)?.length).toBeGreaterThanOrEqual(2);
    expect(html).toContain('value="Sign in"');
    expect(html).toContain('Button colour');
    expect(html).not.toContain('Image position');
  });

  it('edits the register and forgot password toggles', () => {
    const register = renderSignIn('register');
    expect(register).toContain('Confirm password');
    expect(register).toContain('Already have an account link');
    const forgot = renderSignIn('forgot password');
    expect(forgot).toContain('Confirm email');
    expect(forgot).toContain('Remembered password link');
    expect(forgot).toContain('value="Reset your password"');
  });
});

describe('BlockSettingsForm secrets', () => {
  const bearer = (extra: Record<string, unknown>) => ({
    actions: [
      {
        type: 'API call',
        api_endpoint: 'https://api.example.com/hook',
        authorization_method: 'Bearer Token',
        ...extra,
      },
    ],
  });

  it('asks for the token in a password input, saying when one is stored, never showing it', () => {
    const stored = render(bearer({ token: '', token_ref: 'r1' }));
    expect(stored).toMatch(
      /type="password"[^>]*placeholder="Token set, enter a new one to replace it"/,
    );
    expect(stored).toContain('Leave it empty to keep the stored one.');
    const none = render(bearer({ token: '' }));
    expect(none).toContain('type="password"');
    expect(none).not.toContain('Token set');
  });

  it('says a stored token is removed on save once the endpoint it was for has changed', () => {
    const moved = render(
      bearer({
        api_endpoint: 'https://other.example.com/hook',
        token: '',
        token_ref_parked: { ref: 'r1', boundTo: { api_endpoint: 'https://api.example.com/hook' } },
      }),
    );
    expect(moved).toContain(
      'The stored token was for the previous address: enter it again, or it is removed when you save.',
    );
    expect(moved).not.toContain('Token set');
  });
});

describe('BlockSettingsForm uploads', () => {
  const uploadMedia = () => Promise.resolve({ url: '/api/media/x', content_type: 'video/mp4' });
  const renderVideo = (settings: Record<string, unknown>, upload = true) =>
    renderToStaticMarkup(
      <BlockSettingsForm
        type="video"
        settings={{ ...defaultBlockSettings('video'), ...settings }}
        onChange={() => undefined}
        context={{ sheets: [], ...(upload ? { uploadMedia } : {}) }}
      />,
    );

  it('asks for a video file, not its address, when the source is Upload', () => {
    const html = renderVideo({ video_type: 'Upload' });
    expect(html).toContain('Video file');
    expect(html).not.toContain('Video URL');
    expect(html).toContain('No file uploaded yet.');
    expect(html).toContain('>Upload a file</button>');
    expect(html).toContain('accept="video/mp4,video/webm,video/ogg,video/quicktime"');
  });

  it('shows the stored file with a way to replace or remove it', () => {
    const uploaded = '/api/media/0b7e4c2a-5d1f-4e8a-9c3b-2a1d0e9f8c7b';
    const html = renderVideo({ video_type: 'Upload', video_upload: uploaded });
    expect(html).toContain(`href="${uploaded}"`);
    expect(html).toContain('>Replace the file</button>');
    expect(html).toContain('>Remove the file</button>');
  });

  it('offers an image upload beside an image address, only where the editor can upload', () => {
    const withFile = { video_url: 'https://cdn.example.com/a.mp4' };
    expect(renderVideo(withFile)).toContain('>Upload an image</button>');
    expect(renderVideo(withFile, false)).not.toContain('Upload an image');
  });
});

describe('BlockSettingsForm scorecard cards', () => {
  it("offers each card the columns of its own sheet, the block's sheet when it names none", () => {
    const html = renderToStaticMarkup(
      <BlockSettingsForm
        type="scorecard"
        settings={{
          sheet_title: 'Tasks',
          axis: [
            { sheet_title: '', column: 'Status' },
            { sheet_title: 'Refunds', column: 'Amount' },
          ],
        }}
        onChange={() => undefined}
        context={{
          sheets: [
            { title: 'Tasks', columns: ['Status', 'Due', 'Owner'] },
            { title: 'Refunds', columns: ['Amount', 'Reason'] },
          ],
        }}
      />,
    );
    const cards = html
      .split('<legend>Figure ')
      .slice(1)
      .map((card) => card.split('</fieldset>')[0]!);
    expect(cards).toHaveLength(2);
    expect(cards[0]).toContain('<option value="" selected="">The block&#x27;s sheet</option>');
    expect(cards[0]).toContain('<option value="Due">Due</option>');
    expect(cards[0]).not.toContain('<option value="Reason">');
    expect(cards[1]).toContain('<option value="Refunds" selected="">Refunds</option>');
    expect(cards[1]).toContain('<option value="Reason">Reason</option>');
    expect(cards[1]).not.toContain('<option value="Due">');
  });
});

describe('BlockSettingsForm problems', () => {
  it('shows each problem under its own field', () => {
    const html = renderToStaticMarkup(
      <BlockSettingsForm
        type="scorecard"
        settings={{ sheet_title: 'Tasks', axis: [{ column: 'Status' }, { column: '' }] }}
        onChange={() => undefined}
        context={context}
        problems={[{ path: ['axis', 1, 'column'], message: 'Choose a column.' }]}
      />,
    );
    const cards = html.split('<legend>Figure ').slice(1);
    expect(cards[0]).not.toContain('ts-settings__problem');
    expect(cards[1]).toMatch(
      /Column<\/label><select[^>]*>.*?<\/select><p class="ts-settings__problem">Choose a column\.<\/p>/,
    );
  });
});
