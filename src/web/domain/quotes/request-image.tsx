// A produce request's picture in the buyer's and the farm's lists: the product's photo, or a sprout when there is
// none or it does not load (offline, moved).
import { Sprout } from 'lucide-react';
import { useState } from 'react';

export function RequestImage({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return (
      <div className="flex size-16 shrink-0 items-center justify-center rounded-md bg-green-50 sm:size-20" data-testid="request-image-placeholder">
        <Sprout aria-hidden="true" className="size-8 text-green-700" />
      </div>
    );
  }
  return <img src={src} alt="" className="size-16 shrink-0 rounded-md object-cover sm:size-20" loading="lazy" onError={() => setFailed(true)} />;
}
