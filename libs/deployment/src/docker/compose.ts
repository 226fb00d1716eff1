import { parse } from 'yaml';

/** The parts of a Compose service these checks read; Compose allows more. */
export type ComposeService = {
  image?: string;
  build?: { context?: string; dockerfile?: string; target?: string };
  command?: string[] | string;
  user?: string | number;
  read_only?: boolean;
  tmpfs?: string[] | string;
  ports?: (string | number)[];
  environment?: Record<string, string | number | boolean | null> | string[];
  healthcheck?: { test?: string[] | string; disable?: boolean };
  depends_on?: Record<string, { condition?: string }> | string[];
  restart?: string;
};

export type ComposeFile = { services: Record<string, ComposeService> };

/** Reads a Compose file, its YAML anchors and `<<` merge keys resolved as Compose does. */
export function parseCompose(text: string): ComposeFile {
  const parsed = parse(text, { merge: true }) as Partial<ComposeFile> | null;
  if (!parsed?.services) throw new Error('The Compose file has no services.');
  return { services: parsed.services };
}

/** A service's environment as name → value, whichever of Compose's two forms it uses. */
export function environmentOf(service: ComposeService): Record<string, string> {
  const environment = service.environment ?? {};
  if (Array.isArray(environment)) {
    return Object.fromEntries(
      environment.map((entry) => {
        const equals = entry.indexOf('=');
        return equals < 0 ? [entry, ''] : [entry.slice(0, equals), entry.slice(equals + 1)];
      }),
    );
  }
  return Object.fromEntries(
    Object.entries(environment).map(([name, value]) => [name, value === null ? '' : String(value)]),
  );
}

/** A service's dependencies as name → condition (the short list form means `service_started`). */
export function dependenciesOf(service: ComposeService): Record<string, string> {
  const dependsOn = service.depends_on ?? {};
  if (Array.isArray(dependsOn))
    return Object.fromEntries(dependsOn.map((name) => [name, 'service_started']));
  return Object.fromEntries(
    Object.entries(dependsOn).map(([name, { condition }]) => [
      name,
      condition ?? 'service_started',
    ]),
  );
}

export function asList(value: string[] | string | undefined): string[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

export class MissingVariableError extends Error {}

/**
 * Compose's interpolation of one value: `$$` is a dollar, `${NAME}` and `$NAME` the variable
 * (empty when unset), `${NAME:-default}` / `${NAME-default}` a fallback when unset or empty / unset,
 * `${NAME:?message}` / `${NAME?message}` an error carrying the message.
 */
export function interpolate(text: string, variables: Record<string, string | undefined>): string {
  return text.replace(
    /\$(?:\$|\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*))/g,
    (match, braced?: string, operator?: string, operand?: string, bare?: string) => {
      if (match === '$$') return '$';
      const name = braced ?? bare ?? '';
      const value = variables[name];
      const missing = operator?.startsWith(':') ? !value : value === undefined;
      if (!missing) return value ?? '';
      if (operator?.endsWith('?'))
        throw new MissingVariableError(`${name}: ${operand ?? 'required'}`);
      return operator?.endsWith('-') ? (operand ?? '') : '';
    },
  );
}
