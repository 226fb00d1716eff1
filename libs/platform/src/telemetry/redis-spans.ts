import { SpanKind } from '@opentelemetry/api';
import type { Redis } from 'ioredis';
import { endWhenSettled, tracer } from './trace-context.js';

type Command = { name: string; promise: Promise<unknown> };

/** A CLIENT span per command the connection sends (the command's name only: no keys, no values). */
export function traceRedisCommands(redis: Redis): Redis {
  const send = redis.sendCommand.bind(redis) as (command: Command, ...rest: unknown[]) => unknown;
  (redis as { sendCommand: unknown }).sendCommand = (command: Command, ...rest: unknown[]) => {
    const name = command.name.toUpperCase();
    const span = tracer().startSpan(name, {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'redis', 'db.operation.name': name },
    });
    if (!span.isRecording()) {
      span.end(); // not traced: the command's promise is left as it is
      return send(command, ...rest);
    }
    endWhenSettled(span, command.promise);
    return send(command, ...rest);
  };
  return redis;
}
