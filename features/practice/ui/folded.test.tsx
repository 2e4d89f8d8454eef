// @vitest-environment jsdom
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Folded } from './folded';

const tool = (
  <Folded className="tool" data-speed-trainer summary="Speed trainer">
    <label>
      <input type="checkbox" />
      Raise the tempo as I play
    </label>
  </Folded>
);

/** The server's HTML in a page, before its scripts start. */
function served() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tool);
  document.body.append(container);
  return container;
}

describe('a folded tool', () => {
  it('comes from the server as its name alone, and draws its fields when first opened', async () => {
    const container = served();
    const details = container.querySelector('details')!;
    expect(details.querySelector('summary')!.textContent).toBe('Speed trainer');
    expect(details.querySelector('input')).toBeNull();
    await act(async () => void hydrateRoot(container, tool));
    expect(details.querySelector('input')).toBeNull();
    await act(async () => {
      details.open = true;
      details.dispatchEvent(new Event('toggle'));
    });
    expect(details.querySelector('input')).not.toBeNull();
    // Kept when closed again.
    await act(async () => {
      details.open = false;
      details.dispatchEvent(new Event('toggle'));
    });
    expect(details.querySelector('input')).not.toBeNull();
  });

  it('opened before the scripts start (its toggle heard by no one), draws its fields once they do', async () => {
    const container = served();
    const details = container.querySelector('details')!;
    details.open = true;
    // The toggle event the browser queues on opening has fired, with no listener yet.
    await new Promise((resolve) => setTimeout(resolve, 10));
    await act(async () => void hydrateRoot(container, tool));
    expect(details.querySelector('input')).not.toBeNull();
  });
});
