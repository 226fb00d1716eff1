import { describe, expect, it } from '@jest/globals';
import { fieldErrorMessage } from './fieldErrorMessage.js';

const refusal = (path: string) => ({
  status: 400,
  message: 'Enter a link starting with http://.',
  data: { issues: [{ path, message: 'Enter a link starting with http://.' }] },
});

describe('fieldErrorMessage', () => {
  it('names the refused field as the form labels it', () => {
    expect(fieldErrorMessage(refusal('footer.logo'), { 'footer.logo': 'Footer logo URL' })).toBe(
      'Footer logo URL: Enter a link starting with http://.',
    );
  });

  it('says the server’s message as it is for a field the form does not label', () => {
    expect(fieldErrorMessage(refusal('other'), { logo: 'Logo URL' })).toBe(
      'Enter a link starting with http://.',
    );
    expect(fieldErrorMessage({ status: 409, message: 'Taken.' }, { logo: 'Logo URL' })).toBe(
      'Taken.',
    );
    expect(fieldErrorMessage(undefined, {})).toBeNull();
  });
});
