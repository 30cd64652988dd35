import { editDistance, searchTerms, STOP_WORDS, type SearchVocabulary } from './search';

const vocabulary: SearchVocabulary = {
  names: new Set(['pena', 'palace', 'sintra', 'lisbon', 'lisboa', 'lagos', 'lagoa', 'massage', 'porto']),
  places: new Set(['sintra', 'lisboa', 'lagos', 'lagoa', 'porto']),
  regions: new Set(['lisboa']),
};

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and adjacent swaps', () => {
    expect(editDistance('sinta', 'sintra', 2)).toBe(1);
    expect(editDistance('sintar', 'sintra', 2)).toBe(1);
    expect(editDistance('lisbn', 'lisbon', 2)).toBe(1);
    expect(editDistance('massge', 'massage', 2)).toBe(1);
    expect(editDistance('porto', 'porto', 2)).toBe(0);
  });

  it('stops past the allowed distance', () => {
    expect(editDistance('sintra', 'lisboa', 1)).toBe(2);
    expect(editDistance('a', 'abcdef', 2)).toBe(3);
  });
});

describe('searchTerms', () => {
  it('corrects a misspelt name and knows it names a place', () => {
    expect(searchTerms(['sinta'], vocabulary)).toEqual([
      { word: 'sinta', spellings: ['sinta', 'sintra'], place: true },
    ]);
  });

  it('adds the catalogue spelling of a place', () => {
    expect(searchTerms(['lisbon'], vocabulary)).toEqual([
      { word: 'lisbon', spellings: ['lisbon', 'lisboa'], place: true },
    ]);
    expect(searchTerms(['lisbn'], vocabulary)[0]?.spellings).toEqual(['lisbn', 'lisbon', 'lisboa']);
  });

  it('keeps a known name or the start of one as typed', () => {
    expect(searchTerms(['lagos'], vocabulary)[0]?.spellings).toEqual(['lagos']);
    expect(searchTerms(['sintr'], vocabulary)).toEqual([{ word: 'sintr', spellings: ['sintr'], place: false }]);
  });

  it('does not correct short words, numbers or signs', () => {
    expect(searchTerms(['pna'], vocabulary)[0]?.spellings).toEqual(['pna']);
    expect(searchTerms(['2026'], vocabulary)[0]?.spellings).toEqual(['2026']);
    expect(searchTerms(['%'], vocabulary)).toEqual([{ word: '%', spellings: [], place: false }]);
  });

  it('leaves out little words unless the query has nothing else', () => {
    expect(STOP_WORDS.has('da')).toBe(true);
    expect(searchTerms(['palacio', 'da', 'pena'], vocabulary).map((t) => t.word)).toEqual(['palacio', 'pena']);
    expect(searchTerms(['the'], vocabulary).map((t) => t.word)).toEqual(['the']);
  });
});
