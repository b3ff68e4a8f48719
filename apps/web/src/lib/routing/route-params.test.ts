import { describe, expect, it } from 'vitest';
import { parseDiaryEntrySearch, parsePersonalSourcesStep, parseSavedSearch } from './route-params';

describe('diary archive ?saved=', () => {
  it.each([
    [{ saved: true }, { saved: true }],
    [{ saved: 'true' }, { saved: true }],
    [{ saved: 'TRUE' }, {}],
    [{ saved: 'yes' }, {}],
    [{ saved: 1 }, {}],
    [{ saved: false }, {}],
    [{}, {}],
  ])('%j → %j', (search, parsed) => {
    expect(parseSavedSearch(search)).toEqual(parsed);
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

describe('diary ?entry=', () => {
  it('keeps a record id', () => {
    expect(parseDiaryEntrySearch({ entry: '3f2a-b_1' })).toEqual({ entry: '3f2a-b_1' });
  });

  it.each([[{}], [{ entry: 'draft' }], [{ entry: 'a b' }], [{ entry: 7 }], [{ entry: '' }]])(
    'drops %j',
    (search) => {
      expect(parseDiaryEntrySearch(search)).toEqual({});
    },
  );
});
