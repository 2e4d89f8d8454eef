import { describe, expect, it } from 'vitest';
import { PRACTICE_BLOCK_KINDS } from '@/content-model/practice-plan';
import { PLAN_BLOCK_KINDS } from '@/features/progress/client';
import {
  buildPlan,
  splitMinutes,
  tempoText,
  weekNow,
  weekToStore,
  type Learner,
  type PlanContent,
  type PlanTune,
} from './plan';
import { dayNumber } from '@/lib/days';

const lesson = (slug: string, tempo = 70): PlanTune => ({
  kind: 'lesson',
  slug,
  title: slug,
  groove: `${slug} groove`,
  tempo,
  inEighths: false,
  key: `${slug}/${slug} groove`,
  href: `/lessons/${slug}`,
  notation: `/notation/lesson-${slug}.svg`,
});
const rudiment = (slug: string, tempo = 60): PlanTune => ({
  kind: 'rudiment',
  slug,
  title: slug,
  groove: slug,
  tempo,
  inEighths: false,
  key: `rudiments/${slug}`,
  href: `/rudiments/${slug}`,
  notation: `/notation/rudiment-${slug}.svg`,
});

const content: PlanContent = {
  blocks: [
    { kind: 'warm-up', title: 'Warm-up', instructions: '', share: 15, rudiments: ['singles', 'doubles'] },
    { kind: 'hands', title: 'Hands', instructions: '', share: 20, rudiments: ['paradiddle', 'flam'] },
    { kind: 'groove', title: 'Groove', instructions: '', share: 30 },
    { kind: 'fills-reading', title: 'Fills', instructions: '', share: 20, lessons: ['fills', 'reading'] },
    { kind: 'check', title: 'Check', instructions: '', share: 15 },
  ],
  lessons: [lesson('rock'), lesson('setup', 60), lesson('fills', 80), lesson('reading', 65), lesson('shuffle', 90)],
  rudiments: [rudiment('singles'), rudiment('doubles', 70), rudiment('paradiddle', 55), rudiment('flam')],
  paths: [
    {
      level: 'beginner',
      title: 'Beginner Path',
      weeks: [
        { goal: 'One', lessons: ['rock'], rudiments: [{ rudiment: 'paradiddle', tempo: 70 }], studies: [] },
        { goal: 'Two', lessons: ['fills', 'reading'], rudiments: [], studies: [] },
        { goal: 'Three', lessons: ['shuffle'], rudiments: [{ rudiment: 'flam', tempo: 80 }], studies: [] },
      ],
    },
    {
      level: 'intermediate',
      title: 'Intermediate Path',
      weeks: [{ goal: 'Shuffle', lessons: ['shuffle'], rudiments: [], studies: [] }],
    },
  ],
};
const firstVisit: Learner = { done: {}, grooves: {}, plan: {} };
const day = '2026-11-27';
const nextDay = '2026-11-28';

describe('the kinds of block', () => {
  it('are the same in the record as in the content an editor writes', () => {
    expect(PLAN_BLOCK_KINDS).toEqual(PRACTICE_BLOCK_KINDS);
  });
});

describe('splitting a session into blocks', () => {
  it.each([10, 20, 30, 60])('gives whole minutes, at least one each, adding up to %i', (total) => {
    const minutes = splitMinutes([15, 20, 30, 20, 15], total);
    expect(minutes.reduce((sum, value) => sum + value, 0)).toBe(total);
    expect(Math.min(...minutes)).toBeGreaterThanOrEqual(1);
  });
  it('gives each block its share of an hour', () => {
    expect(splitMinutes([15, 20, 30, 20, 15], 60)).toEqual([9, 12, 18, 12, 9]);
  });
});

describe("a first visit's plan", () => {
  const { week, blocks } = buildPlan(content, firstVisit, 20, day);
  it("follows the beginner path's first week, in five blocks adding up to the minutes chosen", () => {
    expect(week).toMatchObject({ path: 'beginner', index: 0, count: 3, met: false });
    expect(blocks.map((block) => block.kind)).toEqual(['warm-up', 'hands', 'groove', 'fills-reading', 'check']);
    expect(blocks.reduce((sum, block) => sum + block.minutes, 0)).toBe(20);
  });
  it("plays the week's rudiment for hands and its lesson for the groove, at the tempos they are written at", () => {
    expect(blocks[1]).toMatchObject({ tune: { slug: 'paradiddle' }, tempo: 55, goal: 70 });
    expect(blocks[2]).toMatchObject({ tune: { slug: 'rock' }, tempo: 70 });
    // Nothing learnt yet: the check is the week's rudiment against the click.
    expect(blocks[4]!.tune.slug).toBe('paradiddle');
  });
  it('warms up only on a rudiment already met: the first of its list before any other', () => {
    for (const date of ['2026-11-27', '2026-11-28', '2026-11-29']) {
      expect(buildPlan(content, firstVisit, 20, date).blocks[0]!.tune.slug).toBe('singles');
    }
  });
  it('takes fills and reading in the order of its list, the lessons not yet done first', () => {
    expect(blocks[3]!.tune.slug).toBe('fills');
    const fillsDone: Learner = { ...firstVisit, done: { fills: '2026-11-26T10:00:00Z' } };
    expect(buildPlan(content, fillsDone, 20, day).blocks[3]!.tune.slug).toBe('reading');
  });
});

describe("a learner's plan", () => {
  const learner: Learner = {
    done: { rock: '2026-11-20T10:00:00Z', setup: '2026-11-10T10:00:00Z' },
    lastLesson: 'shuffle',
    grooves: {
      'rudiments/singles': { last: 60 },
      'rudiments/doubles': { last: 66 },
      'rudiments/flam': { last: 64, fastest: 66 },
      'shuffle/shuffle groove': { last: 76 },
    },
    // In week 3, whose lesson is the shuffle.
    plan: { weeks: { beginner: { index: 2 } } },
  };
  const { week, blocks } = buildPlan(content, learner, 30, day);
  it('plays the lesson in progress and the rudiment at the tempos last played, aiming at the week’s target', () => {
    expect(blocks[2]).toMatchObject({ tune: { slug: 'shuffle' }, tempo: 76 });
    expect(blocks[1]).toMatchObject({ tune: { slug: 'flam' }, tempo: 64, goal: 80 });
    expect(week.targets.find((target) => target.slug === 'flam')).toMatchObject({ best: 66, met: false });
  });
  it('a lesson opened outside the week does not take over the groove', () => {
    const elsewhere = { ...learner, lastLesson: 'reading' };
    expect(buildPlan(content, elsewhere, 30, day).blocks[2]!.tune.slug).toBe('shuffle');
  });
  it("never warms up on the hands block's rudiment, turns its list one a day, and Swap walks through it", () => {
    const days = ['2026-11-27', '2026-11-28'].map((date) => buildPlan(content, learner, 30, date).blocks[0]!);
    for (const warmUp of days) expect(['singles', 'doubles']).toContain(warmUp.tune.slug);
    expect(days[0]!.tune.slug).not.toBe(days[1]!.tune.slug);
    const swapped = buildPlan(content, learner, 30, day, { 'warm-up': 1 }).blocks[0]!;
    expect(swapped.tune.slug).toBe(blocks[0]!.options[1]!.slug);
  });
  it('checks something already learnt: the lessons done, longest ago first, turned one a day', () => {
    const oldestFirst = ['setup', 'rock'];
    const start = dayNumber(day) % 2;
    expect(blocks[4]!.options.map((tune) => tune.slug)).toEqual([
      ...oldestFirst.slice(start),
      ...oldestFirst.slice(0, start),
    ]);
    expect(blocks[4]!.tune.slug).toBe(oldestFirst[start]);
  });
  it("checks only the lessons the check block's list allows, when it has one", () => {
    const onlyRock: PlanContent = {
      ...content,
      blocks: content.blocks.map((block) => (block.kind === 'check' ? { ...block, lessons: ['rock'] } : block)),
    };
    expect(buildPlan(onlyRock, learner, 30, day).blocks[4]!.options.map((tune) => tune.slug)).toEqual(['rock']);
  });
});

describe('weeks', () => {
  const metWeekOne: Learner = {
    done: { rock: '2026-11-27T09:00:00Z' },
    grooves: { 'rudiments/paradiddle': { last: 70, fastest: 72, best: { '72': { onTime: 90 } } } },
    plan: {},
  };
  it("a rudiment's target is met by a steady play-along run or the speed trainer's climb to its tempo, not by pressing play", () => {
    const target = (grooves: Learner['grooves']) =>
      weekNow(content, { ...metWeekOne, grooves }, day).targets.find((each) => each.slug === 'paradiddle')!;
    expect(target({ 'rudiments/paradiddle': { last: 90, fastest: 90 } }).met).toBe(false);
    expect(target({ 'rudiments/paradiddle': { fastest: 90, best: { '90': { onTime: 80 } } } }).met).toBe(false);
    expect(target({ 'rudiments/paradiddle': { fastest: 66, best: { '66': { onTime: 100 } } } }).met).toBe(false);
    expect(target({ 'rudiments/paradiddle': { fastest: 70, best: { '70': { onTime: 85 } } } })).toMatchObject({
      met: true,
      best: 70,
    });
    expect(target({ 'rudiments/paradiddle': { fastest: 75, trained: 70 } }).met).toBe(true);
    expect(target({ 'rudiments/paradiddle': { fastest: 75, trained: 65 } }).met).toBe(false);
  });
  it('a week whose targets are all met is kept for the rest of the day, and the plan moves on the next', () => {
    const now = weekNow(content, metWeekOne, day);
    expect(now).toMatchObject({ index: 0, met: true });
    const stored = weekToStore(now, metWeekOne, day);
    expect(stored).toEqual({ index: 0, metOn: day });
    const later: Learner = { ...metWeekOne, plan: { weeks: { beginner: stored } } };
    expect(weekNow(content, later, day).index).toBe(0);
    const tomorrow = weekNow(content, later, nextDay);
    expect(tomorrow).toMatchObject({ index: 1, met: false });
    expect(buildPlan(content, later, 20, nextDay).blocks[2]!.tune.slug).toBe('fills');
    expect(weekToStore(tomorrow, later, nextDay)).toEqual({ index: 1 });
  });
  it("keeps each path's week: a learner who tries another path and comes back finds their week", () => {
    const learner: Learner = { ...firstVisit, plan: { path: 'intermediate', weeks: { beginner: { index: 2 } } } };
    expect(weekNow(content, learner, day)).toMatchObject({ path: 'intermediate', index: 0 });
    expect(weekNow(content, { ...learner, plan: { ...learner.plan, path: 'beginner' } }, day)).toMatchObject({
      path: 'beginner',
      index: 2,
    });
  });
  it('a first visit stores nothing: week one is where a record without a week starts', () => {
    expect(weekToStore(weekNow(content, firstVisit, day), firstVisit, day)).toBeUndefined();
  });
  it('a tick meets a target the record cannot prove', () => {
    const learner: Learner = {
      ...firstVisit,
      plan: { ticks: { 'beginner/1:lesson:rock': day, 'beginner/1:rudiment:paradiddle': day } },
    };
    expect(weekNow(content, learner, day)).toMatchObject({ met: true });
  });
  it('stays on the last week once the path is done', () => {
    const learner: Learner = {
      done: { shuffle: 'x' },
      grooves: { 'rudiments/flam': { fastest: 80, best: { '80': { onTime: 88 } } } },
      plan: { weeks: { beginner: { index: 2, metOn: '2026-11-01' } } },
    };
    expect(weekNow(content, learner, day)).toMatchObject({ index: 2, met: true, pathDone: true });
  });
});

describe('tempos as the plan writes them', () => {
  const words = { tempo: '{tempo} BPM', tempoEighths: '♪ = {tempo}' };
  it('in BPM where the beat is a quarter note, as ♪ = n where the groove counts eighths (6/8)', () => {
    expect(tempoText(words, 90, rudiment('flam-accent'))).toBe('90 BPM');
    expect(tempoText(words, 130, { ...rudiment('double-ratamacue'), inEighths: true })).toBe('♪ = 130');
    expect(tempoText(words, 70, undefined)).toBe('70 BPM');
  });
});
