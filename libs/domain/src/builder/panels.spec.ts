import { describe, expect, it } from '@jest/globals';
import { nextBoardPanel, nextMultipagePanel } from './panels.js';

describe('nextBoardPanel', () => {
  it('opens the requested popup', () => {
    expect(nextBoardPanel('view', 'add')).toBe('add');
    expect(nextBoardPanel('add', 'embed')).toBe('embed');
  });

  it('closes the open popup back to view when requested again', () => {
    expect(nextBoardPanel('add', 'add')).toBe('view');
    expect(nextBoardPanel('publish', 'publish')).toBe('view');
    expect(nextBoardPanel('view', 'view')).toBe('view');
  });

  it('goes to view for unknown values', () => {
    expect(nextBoardPanel('add', 'pages')).toBe('view');
  });
});

describe('nextMultipagePanel', () => {
  const paid = { isFreePlan: false, spreadsheetUrl: 'https://docs.example.com/s/1' };

  it('switches to the requested panel', () => {
    expect(nextMultipagePanel('pages', 'app settings', paid)).toEqual({ panel: 'app settings' });
    expect(nextMultipagePanel('view', 'embed', paid)).toEqual({ panel: 'embed' });
    expect(nextMultipagePanel('view', 'spreadsheet', paid)).toEqual({ panel: 'spreadsheet' });
  });

  it('keeps a free plan out of Embed with an info message', () => {
    expect(nextMultipagePanel('pages', 'embed', { ...paid, isFreePlan: true })).toEqual({
      panel: 'view',
      message: { kind: 'info', text: 'Embed feature requires a paid plan.' },
    });
  });

  it('warns when the spreadsheet URL is not configured', () => {
    for (const spreadsheetUrl of ['', '  ', null, undefined]) {
      expect(
        nextMultipagePanel('view', 'spreadsheet', { isFreePlan: false, spreadsheetUrl }),
      ).toEqual({
        panel: 'view',
        message: { kind: 'warning', text: 'Spreadsheet URL not configured.' },
      });
    }
  });

  it('goes to view for unknown values', () => {
    expect(nextMultipagePanel('pages', 'settings', paid)).toEqual({ panel: 'view' });
  });
});
