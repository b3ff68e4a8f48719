import { describe, expect, it } from 'vitest';
import { parsePersonalSourcesStep, parseReferrerSearch, parseSavedSearch } from './route-params';

describe('diary archive ?saved=', () => {
  it.each([
    [{ saved: true }, true],
    [{ saved: 'true' }, true],
    [{ saved: 'TRUE' }, false],
    [{ saved: 'yes' }, false],
    [{ saved: 1 }, false],
    [{ saved: false }, false],
    [{}, false],
  ])('%j → saved %s', (search, saved) => {
    expect(parseSavedSearch(search)).toEqual({ saved });
  });
});

describe('imagination ?referrer=', () => {
  it('keeps a non-empty string and drops anything else', () => {
    expect(parseReferrerSearch({ referrer: 'hub' })).toEqual({ referrer: 'hub' });
    expect(parseReferrerSearch({ referrer: '' })).toEqual({});
    expect(parseReferrerSearch({ referrer: 3 })).toEqual({});
    expect(parseReferrerSearch({})).toEqual({});
  });
});

describe('personal-sources step', () => {
  it('accepts the steps 1 to 11', () => {
    for (let step = 1; step <= 11; step += 1)
      expect(parsePersonalSourcesStep(String(step))).toBe(step);
  });

  it.each(['0', '12', '01', '1.5', '-1', 'one', '', ' 3', 'summary'])('rejects %j', (value) => {
    expect(parsePersonalSourcesStep(value)).toBeNull();
  });
});
