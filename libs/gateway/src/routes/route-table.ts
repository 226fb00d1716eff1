import { RequestMethod, type INestApplication, type Type } from '@nestjs/common';
import {
  GUARDS_METADATA,
  HOST_METADATA,
  METHOD_METADATA,
  PATH_METADATA,
} from '@nestjs/common/constants.js';
import { MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';

/** One controller route as Nest registers it, with what decides who may call it. */
export type RouteEntry = {
  method: string;
  path: string;
  controller: string;
  handler: string;
  /** The names of the guards set on the route or its controller (not the global ones). */
  guards: string[];
  /** Reads a metadata key from the handler, then from its controller. */
  metadata<T>(key: string): T | undefined;
};

/**
 * Every route of every controller in the application, found through Nest's module container, so a
 * controller added by any module shows up without being listed anywhere.
 */
export function listRoutes(app: INestApplication): RouteEntry[] {
  const scanner = new MetadataScanner();
  const reflector = new Reflector();
  const routes: RouteEntry[] = [];
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const controller = wrapper.metatype as Type | null;
      if (!controller) continue;
      const prototype = controller.prototype as Record<string, unknown>;
      const prefixes = paths(Reflect.getMetadata(PATH_METADATA, controller));
      for (const name of scanner.getAllMethodNames(prototype)) {
        const handler = prototype[name] as (...args: unknown[]) => unknown;
        const routePaths: unknown = Reflect.getMetadata(PATH_METADATA, handler);
        if (routePaths === undefined) continue;
        const method =
          RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
        const guards = [
          ...((Reflect.getMetadata(GUARDS_METADATA, controller) as unknown[] | undefined) ?? []),
          ...((Reflect.getMetadata(GUARDS_METADATA, handler) as unknown[] | undefined) ?? []),
        ].map(guardName);
        if (Reflect.getMetadata(HOST_METADATA, controller) !== undefined)
          throw new Error(`${controller.name} is bound to a host; the route list cannot call it`);
        for (const prefix of prefixes) {
          for (const path of paths(routePaths)) {
            routes.push({
              method,
              path: join(prefix, path),
              controller: controller.name,
              handler: name,
              guards,
              metadata: <T>(key: string) =>
                reflector.getAllAndOverride<T | undefined>(key, [handler, controller]),
            });
          }
        }
      }
    }
  }
  return routes;
}

function paths(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return [typeof value === 'string' ? value : '/'];
}

function join(prefix: string, path: string): string {
  const joined = `/${prefix}/${path}`.replace(/\/+/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

function guardName(guard: unknown): string {
  if (typeof guard === 'function') return guard.name;
  return (guard as { constructor?: { name?: string } })?.constructor?.name ?? 'guard';
}
