// A product or harvest photo that never shows the browser's broken-image icon: when the file cannot be had (offline
// and never cached on this device, or gone), a drawn placeholder of the same box takes its place, named like the
// photo when the photo had a name. The next 'online' event tries the file again.
import { ImageOff } from 'lucide-react';
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
        className={`flex items-center justify-center bg-gradient-to-br from-green-50 to-gray-100 text-green-800/60 ${className}`}
      >
        <ImageOff aria-hidden="true" className={iconClassName} />
      </span>
    );
  }
  return <img src={src} alt={alt} className={className} onError={() => setFailed(src)} {...img} />;
}
