/**
 * Every <Groove> an editor wrote in a lesson, a rudiment or a study, with its file: what the tests that must hold for all
 * written music (the builder's round trip, the player's log, the engraving) read. Test code only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { componentUses } from '@/content-model/check/body';
import type { GrooveAttributes } from '@/features/practice/groove/parse';

const root = path.resolve(import.meta.dirname, '../../..');

const found: { file: string; attributes: GrooveAttributes }[] = ['lessons', 'rudiments', 'studies'].flatMap((folder) =>
  readdirSync(path.join(root, 'content', folder))
    .filter((file) => file.endsWith('.mdx'))
    .sort()
    .flatMap((file) =>
      componentUses(readFileSync(path.join(root, 'content', folder, file), 'utf8'))
        .filter((use) => use.name === 'Groove')
        .map((use) => ({ file: `${folder}/${file}`, attributes: use.values as GrooveAttributes })),
    ),
);

/** The grooves with a name for each that stays when other grooves are added or moved: its file, title and how many before it in its file bear that title. */
export const writtenGrooves: { file: string; name: string; attributes: GrooveAttributes }[] = found.map(
  ({ file, attributes }, index) => {
    const same = found
      .slice(0, index)
      .filter((other) => other.file === file && other.attributes.title === attributes.title);
    return { file, name: `${file} ${attributes.title ?? ''}${same.length ? ` (${same.length + 1})` : ''}`, attributes };
  },
);
