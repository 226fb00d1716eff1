import { BadRequestException, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';

/**
 * Validates a body, query or param against a shared zod schema; the first problem is the message.
 * A message written for people (a sentence: "Please enter a board name.") is shown as it is, so a
 * form can show it as it stands; zod's own terse messages ("Invalid input: expected string") are
 * prefixed by the field's path. Every problem, with its path, is in `issues`.
 */
export class ZodPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    const sentence = /[.!?]$/.test(issue?.message ?? '');
    const where = issue && issue.path.length > 0 && !sentence ? `${issue.path.join('.')}: ` : '';
    throw new BadRequestException({
      statusCode: 400,
      error: 'Bad Request',
      message: `${where}${issue?.message ?? 'Invalid input'}`,
      issues: result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message })),
    });
  }
}
