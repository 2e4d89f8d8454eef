/**
 * Every groove of every lesson, rudiment and study, and every note of the drum key, engraved: compared byte for byte
 * (by hash) with the drawings recorded last (engraved-log.fixture.json), so that a change to the code drawing them
 * changes none unnoticed. A change meant to be seen re-records it: `RECORD_ENGRAVED=1 npx vitest run engraved-log`
 * (glyphs drawn once a groove changed every drawing's markup, not its look: e2e/notation-glyphs.spec.ts).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { writtenGrooves } from '@/features/practice/testing/written-grooves';
import { engrave, engraveKeyNote } from './engrave';
import { parseGroove, STROKES, VOICES } from '../groove/parse';

const FIXTURE = path.join(import.meta.dirname, 'engraved-log.fixture.json');
const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);

describe('the engraving of every written groove and of the drum key', () => {
  it('is byte for byte what was recorded last', () => {
    const drawn: Record<string, string> = {};
    for (const { name, attributes } of writtenGrooves) {
      drawn[name] = hash(JSON.stringify(engrave(parseGroove(attributes))));
    }
    for (const voice of VOICES) {
      for (const stroke of new Set(Object.values(STROKES[voice])))
        drawn[`key ${voice} ${stroke}`] = hash(engraveKeyNote(voice, stroke));
    }
    if (process.env.RECORD_ENGRAVED) writeFileSync(FIXTURE, `${JSON.stringify(drawn, null, 1)}\n`);
    const recorded = JSON.parse(readFileSync(FIXTURE, 'utf8')) as typeof drawn;
    expect(Object.keys(drawn).length).toBeGreaterThan(100);
    expect(drawn).toEqual(recorded);
    // A hundred and more drawings take a few seconds, more on a busy machine.
  }, 60_000);
});
