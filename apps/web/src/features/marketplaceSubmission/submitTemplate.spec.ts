import { describe, expect, it } from '@jest/globals';
import { submitTemplate, type SubmissionRequests, type TemplateDraft } from './submitTemplate.js';

const MB = 1024 * 1024;
const file = (name: string, size: number) =>
  new File([new Uint8Array(size)], name, { type: 'image/png' });
const httpError = (status: number, message: string) =>
  Object.assign(new Error(message), { response: { status, data: { message } } });

const draft = (over: Partial<TemplateDraft> = {}): TemplateDraft => ({
  description: 'A shop',
  category: 'ecommerce-retail',
  is_free: true,
  price: 5,
  thumbnail: { kind: 'file', file: file('t.png', 10) },
  thumbnail_bg_color: '#ffffff',
  images: [
    { kind: 'stored', url: '/api/media/a' },
    { kind: 'file', file: file('b.png', 20) },
  ],
  ...over,
});
const target = {
  appId: 'app-1',
  requestId: null,
  isPublic: true,
  publishUrl: 'shop',
  signInMethod: 'No sign in',
  previewUrl: 'http://shop.localhost:3000/',
};

function fakeRequests(over: Partial<SubmissionRequests> = {}) {
  const calls: string[] = [];
  const requests: SubmissionRequests = {
    canSubmitPaid: () => {
      calls.push('stripe');
      return Promise.resolve(true);
    },
    upload: (field, f) => {
      calls.push(`upload ${field} ${f.name}`);
      return Promise.resolve(`/api/media/${f.name}`);
    },
    submit: (form) => {
      calls.push(`submit ${JSON.stringify([form.thumbnail, form.additional_images, form.price])}`);
      return Promise.resolve();
    },
    storedAppId: () => 'app-1',
    ...over,
  };
  return { requests, calls };
}

describe('submitTemplate', () => {
  it('uploads the new images in order, then submits their addresses', async () => {
    const { requests, calls } = fakeRequests();
    expect(await submitTemplate(draft(), target, requests)).toEqual({ ok: true });
    expect(calls).toEqual([
      'upload thumbnail t.png',
      'upload image b.png',
      'submit ["/api/media/t.png",["/api/media/a","/api/media/b.png"],0]',
    ]);
  });

  it('asks about payments only for a paid template, and stops at its answer', async () => {
    const refused = fakeRequests({ canSubmitPaid: () => Promise.resolve(false) });
    expect(
      await submitTemplate(draft({ is_free: false, price: 9.5 }), target, refused.requests),
    ).toEqual({
      ok: false,
      message: 'To publish the template, please go to the billing page for Stripe connectivity.',
    });
    expect(refused.calls).toEqual([]);
    const failing = fakeRequests({ canSubmitPaid: () => Promise.reject(new Error('down')) });
    expect(
      await submitTemplate(draft({ is_free: false, price: 9.5 }), target, failing.requests),
    ).toMatchObject({
      message: 'Error checking Stripe account status. Please try again.',
    });
  });

  it('needs the stored app data, and names a failed upload by its place', async () => {
    const noStorage = fakeRequests({ storedAppId: () => null });
    expect(await submitTemplate(draft(), target, noStorage.requests)).toMatchObject({
      message: 'Unable to get current app data',
    });
    const tooBig = fakeRequests({
      upload: (field) =>
        field === 'image'
          ? Promise.reject(httpError(400, 'File too big: the limit is 3MB per image.'))
          : Promise.resolve('/t'),
    });
    expect(await submitTemplate(draft(), target, tooBig.requests)).toMatchObject({
      message: 'Image 2 exceeds the 3MB size limit. Please choose smaller images.',
    });
    const svg = fakeRequests({
      upload: () => Promise.reject(httpError(415, 'SVG images are not accepted.')),
    });
    expect(await submitTemplate(draft(), target, svg.requests)).toMatchObject({
      message: 'Failed to upload thumbnail: SVG images are not accepted.',
    });
  });

  it('words a failed submit as the spec does', async () => {
    const serverError = fakeRequests({ submit: () => Promise.reject(httpError(500, 'boom')) });
    expect(await submitTemplate(draft(), target, serverError.requests)).toMatchObject({
      message:
        'An unexpected error occurred. Please try again or contact support if the problem persists.',
    });
    const conflict = fakeRequests({
      submit: () => Promise.reject(httpError(409, 'This template is awaiting review.')),
    });
    expect(await submitTemplate(draft(), target, conflict.requests)).toMatchObject({
      message: 'This template is awaiting review.',
    });
    const offline = fakeRequests({ submit: () => Promise.reject(new Error('')) });
    expect(await submitTemplate(draft(), target, offline.requests)).toMatchObject({
      message: 'Failed to submit template',
    });
  });

  it('refuses images over 20 MB in all before uploading any', async () => {
    const { requests, calls } = fakeRequests();
    const images = Array.from({ length: 5 }, (_, i) => ({
      kind: 'file' as const,
      file: file(`${i}.png`, 4.1 * MB),
    }));
    expect(await submitTemplate(draft({ images }), target, requests)).toEqual({
      ok: false,
      message: 'Total image size exceeds 20MB limit (20.50 MB). Please reduce image sizes.',
    });
    expect(calls).toEqual([]);
  });
});
