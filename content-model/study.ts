import type { CollectionModel } from './fields';
import { LESSON_LEVELS } from './vocabulary';

/** The study shelf's tracks, in the order the shelf shows them. */
export const STUDY_TRACKS = ['reading', 'fills', 'hands', 'feels'] as const;
export type StudyTrack = (typeof STUDY_TRACKS)[number];

/** The sections every study's text has, in this order, each a "## " heading. */
export const STUDY_SECTIONS = ['What it trains', 'How to count it', 'The common mistake', 'Tempo plan'] as const;

/**
 * A study's address in its track: its file name without the track's name in front, which keeps the files of a track
 * together in the folder (fills-with-the-bass-drum.mdx is /studies/fills/with-the-bass-drum).
 */
export function studySlug(fileName: string, track: string): string {
  return fileName.startsWith(`${track}-`) ? fileName.slice(track.length + 1) : fileName;
}

export const studyModel = {
  kind: 'collection',
  name: 'Study',
  label: 'Studies',
  description:
    'One study of the study shelf per file. The file name starts with its track (e.g. reading-quarter-notes-and-rests.mdx); the rest of it and the track make its address, /studies/reading/quarter-notes-and-rests.',
  directory: 'studies',
  format: 'mdx',
  nameField: 'title',
  body: {
    label: 'Study text',
    description: `The study, in four sections with these headings: ${STUDY_SECTIONS.map((name) => `"## ${name}"`).join(', ')}, and at least one <Groove … /> to read and play.`,
  },
  fields: {
    title: { type: 'string', description: 'Its name, on the track’s list and its page.', maxLength: 70 },
    track: {
      type: 'enum',
      options: STUDY_TRACKS,
      description: 'Which track of the shelf it belongs to: reading, fills, hands or feels.',
    },
    order: {
      type: 'number',
      min: 1,
      max: 60,
      description:
        'Its place in its track, 1 first: each number once in a track. The track lists studies in this order.',
    },
    level: { type: 'enum', options: LESSON_LEVELS, description: 'Who it is for, printed beside its name.' },
    description: {
      type: 'string',
      description: 'One or two sentences saying what it is, on the track’s list and in the search.',
      maxLength: 220,
      multiline: true,
    },
  },
} as const satisfies CollectionModel;
