import * as lucideReact from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { IconNode } from 'lucide';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { StaticIcon } from './static-icon';
import * as drawings from './static-icons';

const names = Object.keys(drawings) as (keyof typeof drawings)[];

describe('StaticIcon', () => {
  it.each(names)('draws %s as lucide-react draws it (its class names aside)', (name) => {
    const Component = (lucideReact as unknown as Record<string, LucideIcon | undefined>)[name];
    if (!Component) throw new Error(`lucide-react has no icon named ${name}`);
    for (const props of [{ size: 24 }, { size: 18, strokeWidth: 3, fill: 'currentColor' }]) {
      const theirs = renderToStaticMarkup(
        <Component aria-hidden="true" width={props.size} height={props.size} {...props} />,
      ).replace(/ class="[^"]*"/, '');
      const ours = renderToStaticMarkup(<StaticIcon icon={drawings[name] as IconNode} {...props} />);
      expect(ours).toBe(theirs);
    }
  });

  it('tells a different drawing apart', () => {
    const clock = renderToStaticMarkup(<StaticIcon icon={drawings.Clock} />);
    expect(clock).toContain('<circle cx="12" cy="12" r="10"></circle>');
    expect(clock).not.toBe(renderToStaticMarkup(<StaticIcon icon={drawings.Timer} />));
  });
});
