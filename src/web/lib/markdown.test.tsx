// Posts are markdown rendered into elements, never HTML: hostile text stays text, links go only where readers may
// follow them (http(s), mailto, this site) and carry rel attributes; the usual markdown reads as expected.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Markdown, safeHref } from './markdown.tsx';

describe('Markdown', () => {
  it('renders headings (one level under the page), lists, emphasis, quotes and tables', () => {
    const { container } = render(
      <Markdown source={'# Storing roots\n\nKeep them **cold** and *damp*.\n\n- Cut the tops\n- Do not wash\n\n1. One\n2. Two\n\n> Soak a soft carrot.\n\n| Grade | Use |\n|---|---|\n| Top | Fresh |'} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Storing roots' })).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('cold');
    expect(container.querySelector('em')).toHaveTextContent('damp');
    expect(container.querySelectorAll('ul li')).toHaveLength(2);
    expect(container.querySelectorAll('ol li')).toHaveLength(2);
    expect(container.querySelector('blockquote')).toHaveTextContent('Soak a soft carrot.');
    expect(screen.getByRole('columnheader', { name: 'Grade' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Fresh' })).toBeInTheDocument();
  });

  it('shows script, iframes and event handlers as the characters typed; nothing becomes an element', () => {
    const hostile = '<script>window.__md = 1</script> <img src=x onerror="window.__md = 2"> <iframe src="//evil.example"></iframe>';
    const { container } = render(<Markdown source={`## <b>Title</b>\n\n${hostile}\n\n- <a href="javascript:alert(1)">x</a>`} />);
    expect(container.querySelector('script, img, iframe, b, [onerror]')).toBeNull();
    expect(container.querySelectorAll('a')).toHaveLength(0);
    expect(container).toHaveTextContent('<script>window.__md = 1</script>');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('<b>Title</b>');
    expect((window as unknown as { __md?: number }).__md).toBeUndefined();
  });

  it('links only to http(s), mailto and this site, with rel attributes on outside links; other schemes stay text', () => {
    const { container } = render(
      <Markdown source={'[market](/marketplace) [bank](https://www.bankofcanada.ca) [mail](mailto:hello@freshmarket.ca) [bad](javascript:alert(1)) [data](data:text/html,hi) [proto](//evil.example) [tab](java\tscript:x)'} />,
    );
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/marketplace', 'https://www.bankofcanada.ca', 'mailto:hello@freshmarket.ca']);
    expect(links[0]).not.toHaveAttribute('rel');
    expect(links[1]).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    expect(container).toHaveTextContent('[bad](javascript:alert(1))');
    expect(safeHref(' JAVASCRIPT:alert(1)')).toBeNull();
    expect(safeHref('HTTPS://example.ca')).toBe('HTTPS://example.ca');
  });
});
