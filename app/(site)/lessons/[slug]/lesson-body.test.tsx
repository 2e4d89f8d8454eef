import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { MDX_COMPONENTS } from '@/content-model/mdx-components';
import { KeptText, lessonTextComponents, MarkdownLink } from './lesson-body';

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

  test('keeps each run of Markdown between two practice tools as one block, and the tools between them as they are', () => {
    function Tool() {
      return <span>tool</span>;
    }
    // What MDX hands its wrapper: one element whose content is a fragment of what the text holds.
    function Content() {
      return (
        <>
          <h2>Goal</h2>
          {'\n'}
          <p>Count out loud.</p>
          <Tool />
          {'\n'}
          <p>Then play it.</p>
          <Tool />
        </>
      );
    }
    const html = renderToStaticMarkup(
      <KeptText>
        <Content />
      </KeptText>,
    );
    expect(html.replace(/data-keep="[^"]+"/g, 'data-keep')).toBe(
      '<div data-keep><h2>Goal</h2>\n<p>Count out loud.</p></div><span>tool</span>' +
        '<div data-keep>\n<p>Then play it.</p></div><span>tool</span>',
    );
  });

  test('renders exactly the components the content model lets editors place', () => {
    expect(Object.keys(lessonTextComponents('a-lesson')).sort()).toEqual(Object.keys(MDX_COMPONENTS).sort());
  });
});
