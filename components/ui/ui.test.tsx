import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Box, Button, Heading, Link, SimpleGrid, Stack } from './index';
import { globalCss } from '@/styles/css';
import { classes, recipe, sx } from '@/styles/sx';

/** The markup without the hoisted `<style>` elements, and those elements' CSS. */
function render(element: React.ReactElement) {
  const html = renderToStaticMarkup(element);
  const css = [...html.matchAll(/<style[^>]*>(.*?)<\/style>/g)].map((match) => match[1]).join('');
  return { html: html.replace(/<style[^>]*>.*?<\/style>/g, ''), css };
}

describe('sx', () => {
  it('turns theme tokens into the CSS variables of the global styles, one class per distinct style', () => {
    const first = sx({ px: '4', color: 'fg.muted' });
    expect(first.className).toMatch(/^sx-[a-z0-9]+$/);
    expect(first.css).toContain(`.${first.className}{`);
    expect(first.css).toContain('padding-inline:var(--chakra-spacing-4)');
    expect(first.css).toContain('color:var(--chakra-colors-fg-muted)');
    expect(sx({ px: '4' }, { color: 'fg.muted' }).className).toBe(first.className);
    expect(sx({ px: '5', color: 'fg.muted' }).className).not.toBe(first.className);
  });

  it('writes responsive values as media queries and conditions as selectors', () => {
    const { className, css } = sx({ display: { base: 'none', md: 'flex' }, _hover: { color: 'brand.fg' } });
    expect(css).toContain(`.${className}{display:none}`);
    expect(css).toMatch(new RegExp(`@media screen and \\(width>=48rem\\)\\{\\.${className}\\{[^}]*display:flex\\}\\}`));
    expect(css).toContain(`.${className}:is(:hover,[data-hover])`);
  });

  it("keeps recipes in Chakra's recipes layer, declaring the layer order first so props still win", () => {
    const { className, css } = sx(recipe('button', { size: 'sm' }), { px: '5' });
    expect(css.startsWith('@layer reset, base, tokens, recipes;')).toBe(true);
    expect(css).toContain(`@layer recipes{.${className}{`);
    // The prop is outside any layer, so it beats the recipe's padding.
    expect(css).toMatch(
      new RegExp(
        `^@layer reset, base, tokens, recipes;\\.${className}\\{padding-inline:var\\(--chakra-spacing-5\\)\\}`,
      ),
    );
  });

  it('refuses a recipe the theme does not have, instead of styling nothing', () => {
    expect(() => recipe('slider')).toThrow('The theme has no "slider" recipe');
  });

  it('refuses styles that read a variable the global styles no longer declare on every element', () => {
    expect(() => sx({ filter: 'auto', brightness: '90%' })).toThrow('These styles read --brightness');
    expect(() => sx({ backdropFilter: 'auto' })).toThrow('UNDECLARED_VARIABLES');
    expect(sx({ filter: 'blur(2px)' }).css).toContain('filter:blur(2px)');
  });

  it('writes the global stylesheet: layer order first, the reset, every token, and no unused variables on every element', () => {
    const css = globalCss();
    expect(css.startsWith('@layer reset, base, tokens, recipes;@layer reset{')).toBe(true);
    expect(css).toMatch(/--chakra-colors-brand-500:#[0-9a-f]{6}/i);
    expect(css).toContain('--global-font-body:var(--chakra-fonts-body)');
    expect(css).not.toContain('--ring-inset');
    expect(css).not.toContain('--backdrop-blur');
  });

  it('gives an island its class names and the style elements to render beside it', () => {
    const { names, styles } = classes({ root: { p: '2' }, label: { srOnly: true } });
    expect(Object.keys(names)).toEqual(['root', 'label']);
    expect(names.root).toBe(sx({ p: '2' }).className);
    expect(styles).toHaveLength(2);
  });
});

describe('server components', () => {
  it('puts style props into the class and element props on the element', () => {
    const { html, css } = render(
      <Box as="section" id="intro" aria-label="Intro" px="4" data-kind="hero">
        Hi
      </Box>,
    );
    const className = sx({ px: '4' }).className;
    expect(html).toBe(`<section id="intro" aria-label="Intro" data-kind="hero" class="${className}">Hi</section>`);
    expect(css).toContain(`.${className}{padding-inline:var(--chakra-spacing-4)}`);
  });

  it('applies recipes and their variants, with the class names Chakra gives them', () => {
    const { html, css } = render(
      <Heading as="h1" size="2xl">
        Title
      </Heading>,
    );
    expect(html).toMatch(/^<h1 class="chakra-heading sx-[a-z0-9]+">Title<\/h1>$/);
    expect(css).toContain('font-size:var(--chakra-font-sizes-2xl)');
  });

  it('styles its only child instead of adding an element when asChild is set', () => {
    const { html } = render(
      <Link asChild color="fg.link">
        <a href="https://example.org/" className="own">
          Lessons
        </a>
      </Link>,
    );
    expect(html).toMatch(/^<a href="https:\/\/example.org\/" class="chakra-link sx-[a-z0-9]+ own">Lessons<\/a>$/);
  });

  it('renders buttons as type="button" unless they style a link', () => {
    expect(render(<Button>Go</Button>).html).toMatch(/^<button type="button" class="chakra-button sx-/);
    expect(
      render(
        <Button asChild>
          <a href="#x">Go</a>
        </Button>,
      ).html,
    ).toMatch(/^<a href="#x" class="chakra-button sx-/);
  });

  it('lays out stacks and grids like Chakra (column stack with a gap, n equal columns)', () => {
    const stack = render(<Stack gap="4">x</Stack>);
    expect(stack.html).toMatch(/^<div class="chakra-stack sx-/);
    expect(stack.css).toContain('flex-direction:column');
    expect(stack.css).toContain('gap:var(--chakra-spacing-4)');
    const grid = render(<SimpleGrid columns={{ base: 1, md: 3 }}>x</SimpleGrid>);
    expect(grid.css).toContain('grid-template-columns:repeat(1,minmax(0,1fr))');
    expect(grid.css).toContain('grid-template-columns:repeat(3,minmax(0,1fr))');
    expect(render(<SimpleGrid minChildWidth="xs">x</SimpleGrid>).css).toContain(
      'repeat(auto-fit, minmax(var(--chakra-sizes-xs), 1fr))',
    );
  });

  it('adds the vendor prefixes Emotion adds, for the browsers that still need them', () => {
    expect(sx({ userSelect: 'none' }).css).toContain('-webkit-user-select:none');
  });
});
