// A product or harvest photo that never shows the browser's broken-image icon: when the file cannot be had (offline
// and never cached on this device, or gone), a drawn placeholder of the same box takes its place (an apple and a
// carrot in outline on a soft field, not a 'broken' sign), named like the photo when the photo had a name (the
// product's name, in the reader's language). The next 'online' event tries the file again.
import { useEffect, useState, type ImgHTMLAttributes } from 'react';

export interface PhotoProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  /** '' for a decorative photo (the placeholder is then hidden from assistive technology too). */
  alt: string;
  /** The placeholder icon's size classes. */
  iconClassName?: string;
}

export function Photo({ src, alt, className = '', iconClassName = 'size-10', ...img }: PhotoProps) {
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    if (failed === null) return;
    const retry = () => setFailed(null);
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [failed]);
  if (failed === src) {
    return (
      <span
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        data-testid="photo-placeholder"
        className={`flex items-center justify-center bg-gradient-to-br from-green-50 to-amber-50 text-green-800/50 ${className}`}
      >
        <ProduceSilhouette className={iconClassName} />
      </span>
    );
  }
  return <img src={src} alt={alt} className={className} onError={() => setFailed(src)} {...img} />;
}

/** The placeholder's drawing: an apple with its leaf beside a carrot, in the current colour. */
function ProduceSilhouette({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" fill="currentColor" className={className} data-testid="produce-silhouette">
      <path d="M27 19c-1.5-5 1-9.5 6-11 .8 4.6-1.6 9-6 11z" />
      <path d="M26 21c-6-4-17-2-17 11 0 11 7.5 21 13.5 21 2.6 0 3.7-1.2 5.5-1.2s2.9 1.2 5.5 1.2c3 0 6.4-2.5 9-6.4C36 40 31 30 33.5 21.6 31 20.3 28.3 20 26 21z" />
      <path d="M40.5 27.5c3-3 7.5-2.8 10 .2L41 56.6c-.6 1.9-3.2 1.8-3.6-.2l-1.8-20.7c-.3-3.2 1.5-6.6 4.9-8.2z" opacity=".75" />
      <path d="M46 25.6c.4-3.8 2.6-6.6 5.8-7.4-.2 3.5-2.3 6.3-5.8 7.4zm2.3 1.6c2.6-2.1 5.9-2.4 8.7-.9-2.2 2.3-5.5 2.9-8.7.9z" opacity=".75" />
    </svg>
  );
}
