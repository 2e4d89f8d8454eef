// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import MiniSearch from 'minisearch';
import { LESSON_INDEX_OPTIONS, openIndex, snippet } from './full-text';
import { buildLessonSearchIndex, lessonSections, type LessonSearchSource } from './lesson-documents';
import { rudimentSearchId } from './search';
import { matchesQuery } from './search';
import { SearchSnippet } from './search-snippet';

const labels = {
  foundInModules: 'Modules',
  foundInGrooves: 'Grooves',
  foundInInstructor: 'Instructor',
  foundInCategory: 'Category',
  sticking: 'Sticking',
};

const paradiddles: LessonSearchSource = {
  slug: 'paradiddles',
  title: 'Paradiddles Around the Kit',
  description: 'The single paradiddle, from the practice pad to grooves.',
  category: 'Intermediate',
  level: 'Intermediate',
  modules: ['Single paradiddle', 'Accents', 'Around the toms'],
  instructor: 'Marcus Reed',
  text: [
    '## Goal',
    '',
    'Play a *single paradiddle* evenly at 90 BPM.',
    '',
    '## What to practice',
    '',
    '1. **The single paradiddle.** Play the sticking R L R R L R L L on the pad; see [the rudiment chart](https://example.com/rudiments).',
    '2. Move the accents to the toms.',
    '',
    '<Groove',
    '  title="Accented single paradiddles"',
    '  tempo="60"',
    '  snare="Xxxx Xxxx Xxxx Xxxx"',
    '  sticking="RLRR LRLL | R... ----"',
    '/>',
    '',
    '## How to know you have it',
    '',
    '- Both hands sound the same.',
  ].join('\n'),
};

const shuffle: LessonSearchSource = {
  slug: 'shuffle',
  title: 'The Shuffle',
  description: 'Swung eighth notes on the hi-hat or ride.',
  category: 'Styles & Genres',
  level: 'All Levels',
  modules: ['Triplet feel', 'Half-time shuffle', 'Blues shuffle'],
  instructor: 'Ana Souza',
  text: '## Goal\n\nPlay a shuffle with a **triplet** feel and a flam on the backbeat.\n',
};

const search = openIndex(buildLessonSearchIndex([paradiddles, shuffle], labels));
const text = (found: ReturnType<typeof snippet>) => found?.parts.map((part) => part.text).join('');
const marked = (found: ReturnType<typeof snippet>) => found?.parts.filter((part) => part.mark).map((part) => part.text);

describe('lessonSections', () => {
  it("splits the text at its headings and keeps only its words: no Markdown, no link addresses, no groove's drum lines", () => {
    const sections = lessonSections(paradiddles, labels);
    expect(sections.map((section) => section.label)).toEqual([
      'Goal',
      'What to practice',
      'How to know you have it',
      'Grooves',
      'Modules',
      'Instructor',
      'Category',
    ]);
    const practice = sections[1]!.text;
    expect(practice).toBe(
      'The single paradiddle. Play the sticking R L R R L R L L on the pad; see the rudiment chart. Move the accents to the toms.',
    );
    expect(sections.map((section) => section.text).join(' ')).not.toMatch(/[*#[\]<>]|https|Xxxx|tempo|60/);
    expect(sections[3]).toEqual({ label: 'Grooves', text: 'Accented single paradiddles (Sticking: RLRR LRLL R)' });
    expect(sections[6]).toEqual({ label: 'Category', text: 'Intermediate' });
  });
});

describe('rudiments in the lesson search', () => {
  it('finds a rudiment by a word of its text, under its own id apart from the lessons, with a snippet', () => {
    const withRudiment = openIndex(
      buildLessonSearchIndex([paradiddles, shuffle], labels, [
        {
          slug: 'single-ratamacue',
          title: 'Single ratamacue',
          description: 'A drag and three strokes.',
          family: 'Drag rudiments',
          text: 'Play the drag low, then the triplet, then the accent: a classic of drum corps.\n\n<Groove title="Single ratamacue" snare="dxx X" sticking="RLR L" />',
        },
      ]),
    );
    const found = withRudiment('corps');
    expect([...found.keys()]).toEqual([rudimentSearchId('single-ratamacue')]);
    expect(marked(found.get(rudimentSearchId('single-ratamacue')))).toEqual(['corps']);
    // Its family is a passage too, and lessons are still found as before.
    expect([...withRudiment('drag rudiments').keys()]).toEqual([rudimentSearchId('single-ratamacue')]);
    expect([...withRudiment('shuffle').keys()]).toEqual(['shuffle']);
  });
});

describe('the full-text search', () => {
  it('finds a lesson by a word only in its practice steps, with a snippet from there, the word marked', () => {
    const found = search('sticking');
    expect([...found.keys()]).toEqual(['paradiddles']);
    const quote = found.get('paradiddles');
    expect(quote?.label).toBe('What to practice');
    expect(marked(quote)).toEqual(['sticking']);
    expect(text(quote)).toContain('Play the sticking R L R R');
  });

  it('renders the snippet with the matched words in <mark>', () => {
    const { container } = render(
      <SearchSnippet snippet={search('sticking').get('paradiddles')!} classes={{ snippet: 's', snippetLabel: 'l' }} />,
    );
    expect(container.innerHTML).toContain('<mark>sticking</mark>');
    expect(container.textContent).toMatch(/^What to practice.*the sticking R L R R/);
  });

  it('does not index Markdown syntax or link addresses', () => {
    expect(search('example').size).toBe(0);
    expect(search('https').size).toBe(0);
    expect(search('rudiment chart').has('paradiddles')).toBe(true);
  });

  it('matches words by their start, ignoring case, every word typed', () => {
    expect([...search('TRIPLET').keys()]).toEqual(['shuffle']);
    expect([...search('flam').keys()]).toEqual(['shuffle']);
    expect([...search('parad').keys()]).toEqual(['paradiddles']);
    expect([...search('paradiddle shuffle').keys()]).toEqual([]);
    expect([...search('toms accents').keys()]).toEqual(['paradiddles']);
  });

  it('finds modules, instructors, groove titles and stickings and category words, and says where', () => {
    expect(search('marcus').get('paradiddles')?.label).toBe('Instructor');
    expect(search('accented').get('paradiddles')?.label).toBe('Grooves');
    expect(text(search('rlrr').get('paradiddles'))).toBe('Accented single paradiddles (Sticking: RLRR LRLL R)');
    expect(search('blues').get('shuffle')?.label).toBe('Modules');
    expect(search('genres').get('shuffle')?.label).toBe('Category');
  });

  it('allows one wrong letter in a longer word only when nothing matches as typed', () => {
    expect([...search('paradidle').keys()]).toEqual(['paradiddles']);
    // "flan" is one letter from "flam", but short words must be typed right.
    expect(search('flan').size).toBe(0);
  });

  it('ignores single letters, which would match every sticking', () => {
    expect(search('r').size).toBe(0);
  });

  it('refuses an index that is not one', () => {
    expect(() => openIndex('{"not":"an index"}')).toThrow();
    expect(() => openIndex('<!doctype html>')).toThrow();
  });

  it("reads a copy kept from an earlier build, MiniSearch's index alone: its lessons found, no pages listed", () => {
    const written = JSON.parse(buildLessonSearchIndex([paradiddles, shuffle], labels)) as Record<string, unknown>;
    const { rudiments, studies, ...bare } = written;
    expect(rudiments).toEqual([]);
    expect(studies).toEqual([]);
    const earlier = openIndex(JSON.stringify(bare));
    expect([...earlier('sticking').keys()]).toEqual(['paradiddles']);
    expect(earlier.rudiments).toEqual([]);
    // And an earlier build's page, which read MiniSearch's JSON alone, reads this build's file.
    expect(MiniSearch.loadJSON(JSON.stringify(written), LESSON_INDEX_OPTIONS).search('sticking')[0]?.id).toBe(
      'paradiddles',
    );
  });

  it('brings the rudiments and studies the search lists after the tabs, as the route gives them', () => {
    const ratamacue = {
      id: rudimentSearchId('single-ratamacue'),
      title: 'Single ratamacue',
      description: 'A drag and three strokes.',
      href: '/rudiments/single-ratamacue',
      label: '26. Single ratamacue',
    };
    const study = {
      id: 'studies/reading/quarter-notes',
      title: 'Quarter notes',
      description: 'Read and play quarters.',
      href: '/studies/reading/quarter-notes',
      label: 'Quarter notes',
      meta: 'Reading · Beginner',
    };
    const opened = openIndex(
      buildLessonSearchIndex([paradiddles], labels, [], [], { rudiments: [ratamacue], studies: [study] }),
    );
    expect(opened.rudiments).toEqual([ratamacue]);
    expect(opened.studies).toEqual([study]);
    expect(search.rudiments).toEqual([]);
  });
});

describe('snippet', () => {
  const long = { label: 'Goal', text: `${'word '.repeat(40)}the flam lands here ${'more '.repeat(40)}` };

  it('quotes about a line around the first matched word, cut between words', () => {
    const quote = snippet([long], ['flam']);
    expect(text(quote)).toMatch(/^…(word )+the flam lands here (more )+more…$/);
    expect(text(quote)!.length).toBeLessThan(160);
  });

  it('prefers the passage holding the most of the words', () => {
    const quote = snippet([{ text: 'a flam' }, { label: 'Steps', text: 'a flam and a drag' }], ['flam', 'drag']);
    expect(quote?.label).toBe('Steps');
    expect(marked(quote)).toEqual(['flam', 'drag']);
  });

  it('marks whole words only', () => {
    expect(marked(snippet([{ text: 'flams, flam and flamacue' }], ['flam']))).toEqual(['flam']);
  });
});

describe('the title and description filter, which works before the index arrives', () => {
  it('still matches any part of them, across words', () => {
    expect(matchesQuery(paradiddles, 'ddles Aro')).toBe(true);
    // The full text matches whole words' starts: the same text finds nothing there.
    expect(search('ddles Aro').size).toBe(0);
  });
});
