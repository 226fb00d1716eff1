import { describe, expect, it } from '@jest/globals';
import { usesAsyncHooks } from './serverRendererGuard.js';

describe('the server renderer guard', () => {
  it("finds async_hooks however the bundle reaches for it (React's Node build requires it)", () => {
    expect(usesAsyncHooks('var async_hooks = __require("async_hooks");')).toBe(true);
    expect(usesAsyncHooks("const h = require('node:async_hooks');")).toBe(true);
    expect(usesAsyncHooks('import { AsyncLocalStorage } from "node:async_hooks";')).toBe(true);
    expect(usesAsyncHooks('await import("node:async_hooks")')).toBe(true);
    expect(usesAsyncHooks("process.getBuiltinModule('async_hooks')")).toBe(true);
  });

  it("passes React's edge build, which only looks for a global it does not find in Node", () => {
    expect(
      usesAsyncHooks(
        'var supportsRequestStorage = "function" === typeof AsyncLocalStorage;\nvar requestStorage = supportsRequestStorage ? new AsyncLocalStorage() : null;',
      ),
    ).toBe(false);
  });
});
