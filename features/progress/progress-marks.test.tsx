import { describe, expect, it } from 'vitest';
import { ProgressMarks } from './progress-marks';

describe("the progress island's words", () => {
  it('are the four sentences it writes, however many the page holds', () => {
    const words = {
      continue: 'Continue where you left off: {title}',
      pathDone: '{done} of {total} lessons done',
      pathLength: '{total} lessons',
      practicePlan: "Plan today's practice",
      practiceHeading: 'Your practice',
      practiceLegend: 'Every groove, rudiment and metronome you play counts.',
    };
    const island = ProgressMarks({ lessons: [{ slug: 'a', title: 'A' }], words });
    expect(island.props.words).toEqual({
      continue: words.continue,
      pathDone: words.pathDone,
      pathLength: words.pathLength,
      practicePlan: words.practicePlan,
    });
    expect(island.props.lessons).toEqual([{ slug: 'a', title: 'A' }]);
  });
});
