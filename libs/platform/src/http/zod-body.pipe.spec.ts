import { describe, expect, it } from '@jest/globals';
import { BadRequestException } from '@nestjs/common';
import { z } from 'zod';
import { ZodPipe } from './zod-body.pipe.js';

const pipe = new ZodPipe(
  z.object({
    name: z.string().regex(/^[a-z]+$/, 'Use lowercase letters.'),
    size: z.number(),
  }),
);

function refusal(value: unknown) {
  try {
    pipe.transform(value);
  } catch (error) {
    if (error instanceof BadRequestException) return error.getResponse();
  }
  throw new Error('not refused');
}

describe('ZodPipe', () => {
  it('shows a message written for people as it is, every problem with its path in issues', () => {
    expect(refusal({ name: 'Shop!', size: 'big' })).toMatchObject({
      statusCode: 400,
      message: 'Use lowercase letters.',
      issues: [
        { path: 'name', message: 'Use lowercase letters.' },
        { path: 'size', message: expect.any(String) },
      ],
    });
  });

  it("prefixes zod's own terse messages with the field they are about", () => {
    expect(refusal({ name: 'shop' })).toMatchObject({
      message: expect.stringMatching(/^size: /),
    });
  });

  it('answers what the schema made of a valid value', () => {
    expect(pipe.transform({ name: 'shop', size: 2 })).toEqual({ name: 'shop', size: 2 });
  });
});
