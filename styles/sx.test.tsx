import { describe, expect, it } from 'vitest';
import { classes, namedClasses } from './sx';

describe('namedClasses', () => {
  it('gives each part a fixed name, with the same rule a hashed class would have', () => {
    const named = namedClasses('probe', { box: { color: 'red', p: '2' } });
    const hashed = classes({ box: { color: 'red', p: '2' } });
    expect(named.names).toEqual({ box: 'probe-box' });
    const css = (element: (typeof named.styles)[number]) => (element.props as { sx: { css: string } }).sx.css;
    expect(css(named.styles[0]!)).toBe(css(hashed.styles[0]!).replaceAll(hashed.names.box, 'probe-box'));
  });

  it('stops when one name is given two different styles', () => {
    namedClasses('twice', { box: { color: 'red' } });
    expect(() => namedClasses('twice', { box: { color: 'red' } })).not.toThrow();
    expect(() => namedClasses('twice', { box: { color: 'blue' } })).toThrow(/two different styles/);
  });
});
