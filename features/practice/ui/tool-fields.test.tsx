// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOOL_WORDS } from '@/lib/routes';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const WORDS = { trainerOn: 'Raise the tempo as I play', trainerHint: 'The tempo goes up at the start of a bar.' };

/** A fresh module each test: the words are kept for the visit once fetched. */
async function fields() {
  vi.resetModules();
  return (await import('./tool-fields')).ToolFields;
}

/** The `toggle` event a tool's opening or closing fires comes a task later, as in a browser. */
const toggled = () => new Promise((resolve) => setTimeout(resolve, 5));

const roots: Root[] = [];

async function open(ToolFields: Awaited<ReturnType<typeof fields>>) {
  // Inside its tool, opened before its fields are drawn, as the player draws them.
  const tool = document.createElement('details');
  tool.open = true;
  const container = document.createElement('div');
  tool.append(container);
  document.body.append(tool);
  await toggled();
  const root = createRoot(container);
  roots.push(root);
  await act(async () =>
    root.render(
      <ToolFields unavailable="This tool could not be loaded." className="problem">
        {(words) => <label>{words.trainerOn}</label>}
      </ToolFields>,
    ),
  );
  return container;
}

afterEach(() => {
  for (const root of roots.splice(0)) act(() => root.unmount());
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

describe("a folded tool's fields", () => {
  it('are drawn with the words fetched when the first tool opens, and at once, with no second fetch, in the next', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(WORDS)));
    vi.stubGlobal('fetch', fetch);
    const ToolFields = await fields();
    const first = await open(ToolFields);
    expect(fetch).toHaveBeenCalledWith(TOOL_WORDS);
    expect(first.textContent).toBe(WORDS.trainerOn);
    const second = await open(ToolFields);
    expect(second.textContent).toBe(WORDS.trainerOn);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('say so when the words cannot be fetched, and fetch them again when the next tool opens', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 503 }));
    vi.stubGlobal('fetch', fetch);
    const ToolFields = await fields();
    const failed = await open(ToolFields);
    expect(failed.querySelector('p.problem[role="alert"]')?.textContent).toBe('This tool could not be loaded.');
    expect(failed.querySelector('label')).toBeNull();
    fetch.mockImplementation(async () => new Response(JSON.stringify(WORDS)));
    expect((await open(ToolFields)).textContent).toBe(WORDS.trainerOn);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('ask again when the failed tool is closed and opened again, or the browser comes back online', async () => {
    const fetch = vi.fn(async () => new Response('', { status: 503 }));
    vi.stubGlobal('fetch', fetch);
    const ToolFields = await fields();
    const failed = await open(ToolFields);
    const tool = failed.closest('details')!;
    expect(failed.querySelector('[role="alert"]')).not.toBeNull();
    // Closing it asks nothing; opening it again does (still failing here, so the message stays).
    await act(async () => {
      tool.open = false;
      await toggled();
    });
    expect(fetch).toHaveBeenCalledTimes(1);
    await act(async () => {
      tool.open = true;
      await toggled();
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(failed.querySelector('[role="alert"]')).not.toBeNull();
    // Back online, the words come and the fields are drawn in place of the message.
    fetch.mockImplementation(async () => new Response(JSON.stringify(WORDS)));
    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(failed.textContent).toBe(WORDS.trainerOn);
  });
});
