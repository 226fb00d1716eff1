import { describe, expect, it } from '@jest/globals';
import {
  firstSubmissionError,
  isSubmissionComplete,
  type SubmissionDraft,
} from './submission-rules.js';

const MB = 1024 * 1024;
const draft = (over: Partial<SubmissionDraft> = {}): SubmissionDraft => ({
  description: 'A CRM for small shops',
  category: 'sales-crm',
  is_free: true,
  price: 5,
  thumbnail: '/api/media/t',
  additional_images: ['/api/media/a'],
  ...over,
});
const context = (over: Partial<Parameters<typeof firstSubmissionError>[1]> = {}) => ({
  paidSubmission: () => Promise.resolve('allowed' as const),
  totalImageBytes: 2 * MB,
  appDataPresent: true,
  ...over,
});

describe('firstSubmissionError', () => {
  it('accepts a complete free draft without asking about payments', async () => {
    let asked = false;
    const paidSubmission = () => {
      asked = true;
      return Promise.resolve('refused' as const);
    };
    expect(await firstSubmissionError(draft(), context({ paidSubmission }))).toBeNull();
    expect(asked).toBe(false);
  });

  it('checks the rules in the order of the spec, each with its words', async () => {
    // Everything wrong at once: the payment check speaks first, then each rule as the others are fixed.
    const broken = draft({
      is_free: false,
      price: 3,
      description: ' ',
      thumbnail: '',
      additional_images: [],
    });
    const refused = () => Promise.resolve('refused' as const);
    const failed = () => Promise.resolve('failed' as const);
    const noApp = context({ appDataPresent: false, totalImageBytes: 21 * MB });
    expect(await firstSubmissionError(broken, { ...noApp, paidSubmission: refused })).toBe(
      'To publish the template, please go to the billing page for Stripe connectivity.',
    );
    expect(await firstSubmissionError(broken, { ...noApp, paidSubmission: failed })).toBe(
      'Error checking Stripe account status. Please try again.',
    );
    expect(await firstSubmissionError(broken, noApp)).toBe('Please fill in all required fields');
    expect(await firstSubmissionError({ ...broken, description: 'x', category: '' }, noApp)).toBe(
      'Please fill in all required fields',
    );
    const described = { ...broken, description: 'x' };
    expect(await firstSubmissionError(described, noApp)).toBe('Minimum price should be USD 5');
    const priced = { ...described, price: 5 };
    expect(await firstSubmissionError(priced, noApp)).toBe('Please upload a thumbnail image');
    const withThumbnail = { ...priced, thumbnail: '/api/media/t' };
    expect(await firstSubmissionError(withThumbnail, noApp)).toBe(
      'Please upload at least one additional image',
    );
    const withImages = { ...withThumbnail, additional_images: ['/api/media/a'] };
    expect(await firstSubmissionError(withImages, noApp)).toBe(
      'Total image size exceeds 20MB limit (21.00 MB). Please reduce image sizes.',
    );
    expect(await firstSubmissionError(withImages, { ...noApp, totalImageBytes: 20 * MB })).toBe(
      'Unable to get current app data',
    );
    expect(await firstSubmissionError(withImages, context())).toBeNull();
  });

  it('takes prices of whole cents from USD 5, and at most five images', async () => {
    const paid = (price: number) => draft({ is_free: false, price });
    expect(await firstSubmissionError(paid(4.99), context())).toBe('Minimum price should be USD 5');
    expect(await firstSubmissionError(paid(5.005), context())).toBe(
      'Minimum price should be USD 5',
    );
    expect(await firstSubmissionError(paid(Number.NaN), context())).toBe(
      'Minimum price should be USD 5',
    );
    expect(await firstSubmissionError(paid(5.3), context())).toBeNull();
    expect(await firstSubmissionError(paid(19.99), context())).toBeNull();
    expect(
      await firstSubmissionError(
        draft({ additional_images: ['1', '2', '3', '4', '5', '6'] }),
        context(),
      ),
    ).toBe('Maximum of 5 additional images allowed. Please remove an image first.');
  });
});

describe('isSubmissionComplete', () => {
  it('needs description, category, thumbnail, an image, and free or a price from 5', () => {
    expect(isSubmissionComplete(draft())).toBe(true);
    expect(isSubmissionComplete(draft({ is_free: false, price: 4 }))).toBe(false);
    expect(isSubmissionComplete(draft({ thumbnail: '' }))).toBe(false);
    expect(isSubmissionComplete(draft({ additional_images: [] }))).toBe(false);
    expect(isSubmissionComplete(draft({ category: '' }))).toBe(false);
  });
});
