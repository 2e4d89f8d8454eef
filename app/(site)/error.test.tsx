// @vitest-environment jsdom
// jest-dom's matchers (toHaveTextContent…): imported where used, not set up for every test file.
import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ErrorPage from './error';

describe('app/(site)/error.tsx', () => {
  it('is the route error boundary: shows the generic screen with the error text and logs the error', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = new Error('Cannot read lesson "ghost-notes"');
    render(<ErrorPage error={error} reset={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Unexpected Application Error!');
    expect(screen.getByRole('alert')).toHaveTextContent('Cannot read lesson "ghost-notes"');
    expect(log).toHaveBeenCalledWith(error);
    log.mockRestore();
  });
});
