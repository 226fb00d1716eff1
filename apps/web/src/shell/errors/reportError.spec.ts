import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { addErrorReporter, reportError } from './reportError.js';

describe('reportError', () => {
  const consoleError = jest.spyOn(console, 'error');
  beforeEach(() => {
    consoleError.mockImplementation(() => undefined);
  });
  afterEach(() => {
    consoleError.mockReset();
  });

  it('logs the error and hands it to every reporter, once per error', () => {
    const reporter = jest.fn();
    const remove = addErrorReporter(reporter);
    const error = new Error('boom');
    reportError(error, { status: 500 });
    reportError(error, { status: 500 });
    expect(reporter).toHaveBeenCalledTimes(1);
    expect(reporter).toHaveBeenCalledWith(error, { status: 500 });
    expect(consoleError).toHaveBeenCalled();
    remove();
    reportError(new Error('later'));
    expect(reporter).toHaveBeenCalledTimes(1);
  });

  it('keeps reporting when one reporter fails', () => {
    const broken = addErrorReporter(() => {
      throw new Error('reporter down');
    });
    const working = jest.fn();
    const removeWorking = addErrorReporter(working);
    reportError(new Error('boom'));
    expect(working).toHaveBeenCalledTimes(1);
    broken();
    removeWorking();
  });
});
