import { render, screen } from '@testing-library/react';
import { PageSkeleton } from './page-skeleton';

describe('PageSkeleton', () => {
  it('is a busy status named for the page loading, so its label is one a screen reader may read', () => {
    render(<PageSkeleton />);
    expect(screen.getByRole('status', { name: 'Loading page' })).toHaveAttribute('aria-busy', 'true');
  });
});
