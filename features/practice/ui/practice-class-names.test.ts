import { describe, expect, it } from 'vitest';
import { PRACTICE_CLASSES } from './practice-class-names';
import { practiceClasses } from './practice.styles';

describe("the practice tools' class names", () => {
  it('are the names the server gives their styles, each with its own rule', () => {
    const { names, styles } = practiceClasses();
    expect(names).toEqual(PRACTICE_CLASSES);
    const rules = styles.map((element) => String((element.props as { sx: { css: string } }).sx.css));
    for (const name of Object.values(PRACTICE_CLASSES))
      expect(
        rules.some((css) => css.includes(`.${name}{`) || css.includes(`.${name}:`) || css.includes(`.${name} `)),
        name,
      ).toBe(true);
  });
});
