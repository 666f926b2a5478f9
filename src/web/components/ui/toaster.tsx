// Shows the toasts from toast-store: at the bottom of a phone, top-right below the header wider, 5000 ms, paused on hover and focus (Radix), one colour and icon per variant.
import * as Toast from '@radix-ui/react-toast';
import { useLingui } from '@lingui/react/macro';
import { AlertTriangle, Bell, CheckCircle2, Info, X, XCircle, type LucideIcon } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { TOAST_DURATION_MS } from '@contract/constants.ts';
import { toastStore, type ToastVariant } from './toast-store.ts';

const looks: Record<ToastVariant, { box: string; icon: LucideIcon; iconColour: string }> = {
  default: { box: 'border-gray-300 bg-white text-gray-900', icon: Bell, iconColour: 'text-gray-700' },
  success: { box: 'border-green-700 bg-green-50 text-green-950', icon: CheckCircle2, iconColour: 'text-green-700' },
  info: { box: 'border-blue-700 bg-blue-50 text-blue-950', icon: Info, iconColour: 'text-blue-700' },
  error: { box: 'border-red-700 bg-red-50 text-red-950', icon: XCircle, iconColour: 'text-red-700' },
  warning: { box: 'border-amber-600 bg-amber-50 text-amber-950', icon: AlertTriangle, iconColour: 'text-amber-700' },
};

export function Toaster() {
  const { t } = useLingui();
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" label={t`Notification`}>
      {items.map((item) => {
        const look = looks[item.variant];
        const Icon = look.icon;
        return (
          <Toast.Root
            key={item.id}
            type={item.variant === 'error' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) toastStore.dismiss(item.id);
            }}
            data-variant={item.variant}
            className={`flex items-start gap-3 rounded-lg border-l-4 border p-4 shadow-lg ${look.box}`}
          >
            <Icon aria-hidden="true" className={`mt-0.5 h-5 w-5 shrink-0 ${look.iconColour}`} />
            <div className="min-w-0 flex-1">
              <Toast.Title className="font-semibold">{item.title}</Toast.Title>
              {item.description && <Toast.Description className="mt-1 text-sm">{item.description}</Toast.Description>}
            </div>
            <Toast.Close
              aria-label={t`Close notification`}
              className="-m-2 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md hover:bg-black/5"
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </Toast.Close>
          </Toast.Root>
        );
      })}
      {/* Never over the header's controls: on a phone at the bottom, above the safe area and above the back-to-top
          button (bottom-5, 48 px: its top is 68 px up); below the header (96 px on phones, two rows up to md, one from md) on
          larger screens. */}
      <Toast.Viewport className="fixed bottom-[calc(env(safe-area-inset-bottom)+4.5rem)] right-0 z-[60] m-0 flex w-full max-w-sm list-none flex-col gap-2 p-4 outline-none sm:bottom-auto sm:top-28 md:top-20 lg:top-16" />
    </Toast.Provider>
  );
}
