// A photo the device cannot load (offline, never cached) shows a drawn placeholder, never a broken image, named like
// the photo when it had a name; back online, it is tried again.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Photo } from './photo.tsx';

describe('Photo', () => {
  it('a named photo that fails becomes a named placeholder; online, the file is tried again', () => {
    render(<Photo src="/uploads/kale.webp" alt="Kale, photo 1 of 2" className="size-full" />);
    fireEvent.error(screen.getByRole('img', { name: 'Kale, photo 1 of 2' }));
    const placeholder = screen.getByTestId('photo-placeholder');
    expect(placeholder).toHaveAttribute('role', 'img');
    expect(placeholder).toHaveAccessibleName('Kale, photo 1 of 2');
    expect(placeholder).toHaveClass('size-full');
    // Drawn produce, not a broken-image sign.
    expect(placeholder.querySelector('[data-testid="produce-silhouette"]')).not.toBeNull();
    expect(document.querySelector('img')).toBeNull();
    act(() => void window.dispatchEvent(new Event('online')));
    expect(document.querySelector('img')).toHaveAttribute('src', '/uploads/kale.webp');
  });

  it('a decorative photo that fails becomes a placeholder hidden from assistive technology', () => {
    const { container } = render(<Photo src="/uploads/kale-card.webp" alt="" />);
    fireEvent.error(container.querySelector('img')!);
    expect(screen.getByTestId('photo-placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });
});
