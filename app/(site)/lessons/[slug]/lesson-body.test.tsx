import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { MDX_COMPONENTS } from '@/content-model/mdx-components';
import { lessonTextComponents, MarkdownLink } from './lesson-body';

describe('lesson text', () => {
  test('lesson links with an address that could run code render as text', () => {
    expect(renderToStaticMarkup(<MarkdownLink href="javascript:alert(1)">Play</MarkdownLink>)).toBe(
      '<span>Play</span>',
    );
    expect(renderToStaticMarkup(<MarkdownLink href=" data:text/html,x">Play</MarkdownLink>)).toBe('<span>Play</span>');
    expect(renderToStaticMarkup(<MarkdownLink href="https://example.org">Site</MarkdownLink>)).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer">Site</a>',
    );
    expect(renderToStaticMarkup(<MarkdownLink href="/lessons">Lessons</MarkdownLink>)).toBe(
      '<a href="/lessons">Lessons</a>',
    );
  });

  test('renders exactly the components the content model lets editors place', () => {
    expect(Object.keys(lessonTextComponents('a-lesson')).sort()).toEqual(Object.keys(MDX_COMPONENTS).sort());
  });
});
