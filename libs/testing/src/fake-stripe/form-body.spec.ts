import { describe, expect, it } from '@jest/globals';
import { parseStripeForm } from './form-body.js';

describe('parseStripeForm', () => {
  it('reads bracketed keys into objects and arrays, as the stripe SDK writes them', () => {
    const body = new URLSearchParams([
      ['mode', 'payment'],
      ['line_items[0][price_data][currency]', 'usd'],
      ['line_items[0][price_data][unit_amount]', '900'],
      ['line_items[0][quantity]', '1'],
      ['metadata[templateId]', 't-1'],
      ['payment_method_types[0]', 'card'],
      ['payment_method_types[1]', 'link'],
    ]).toString();
    expect(parseStripeForm(body)).toEqual({
      mode: 'payment',
      line_items: [{ price_data: { currency: 'usd', unit_amount: '900' }, quantity: '1' }],
      metadata: { templateId: 't-1' },
      payment_method_types: ['card', 'link'],
    });
  });
});
