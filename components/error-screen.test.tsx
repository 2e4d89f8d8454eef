// @vitest-environment jsdom
// jest-dom's matchers (toHaveTextContent…): imported where used, not set up for every test file.
import '@testing-library/jest-dom/vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ErrorScreen } from './error-screen';

describe('ErrorScreen', () => {
  it('shows the generic title followed by the error text, and retries on request', () => {
    const retry = vi.fn();
    render(<ErrorScreen error={new Error('Lesson data could not be read')} onRetry={retry} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByRole('alert')).toHaveTextContent('Lesson data could not be read');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });
});
