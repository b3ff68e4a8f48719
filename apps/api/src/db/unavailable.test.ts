import { describe, expect, it } from 'vitest';
import { connectionErrorSummary, isDatabaseUnavailable } from './unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    [
      '57P01 admin_shutdown',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['57P02 crash_shutdown', withCode('terminating connection because of crash', '57P02')],
    ['57P03 cannot_connect_now', withCode('the database system is starting up', '57P03')],
    ['08006 connection_failure', withCode('connection failure', '08006')],
    ['53300 too_many_connections', withCode('sorry, too many clients already', '53300')],
    ['a lost connection', new Error('Connection terminated unexpectedly')],
    [
      'a client no longer usable',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    [
      'a connection timeout',
      new Error('Connection terminated due to connection timeout', { cause: new Error('x') }),
    ],
    [
      'one of several addresses refused',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
    ],
    [
      'a lost connection as the cause',
      new Error('wrapped', { cause: withCode('x', 'ECONNRESET') }),
    ],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near "selec"', '42601')],
    ['an invalid byte sequence', withCode('invalid byte sequence for encoding "UTF8"', '22021')],
    ['SQLite busy', withCode('database is locked', 'SQLITE_BUSY')],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['not an error', 'Connection terminated'],
    ['nothing', undefined],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('does not loop on an error that is its own cause', () => {
    const error: Error & { cause?: unknown } = new Error('odd');
    error.cause = error;
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('connectionErrorSummary', () => {
  it('keeps the code and message only, never what else the error carries', () => {
    const error = Object.assign(withCode('terminating connection', '57P01'), {
      client: { connectionParameters: { password: 'hunter2' } },
    });
    expect(connectionErrorSummary(error)).toEqual({
      code: '57P01',
      message: 'terminating connection',
    });
    expect(connectionErrorSummary(new Error('Connection terminated'))).toEqual({
      message: 'Connection terminated',
    });
  });
});
