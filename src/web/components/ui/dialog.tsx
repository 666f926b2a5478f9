// An accessible modal on Radix Dialog: title and description are always announced; focus is trapped and restored.
import * as RadixDialog from '@radix-ui/react-dialog';
import { Trans } from '@lingui/react/macro';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  children?: ReactNode;
  /** Show a 'Close' button under the content (default true). */
  closeButton?: boolean;
}

export function Dialog({ open, onOpenChange, title, description, children, closeButton = true }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <RadixDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <RadixDialog.Title className="pr-8 text-xl font-bold text-gray-900">{title}</RadixDialog.Title>
          <RadixDialog.Description className="mt-2 text-gray-700">{description}</RadixDialog.Description>
          {children}
          {closeButton && (
            <div className="mt-6 flex justify-end">
              <RadixDialog.Close className="inline-flex min-h-11 items-center rounded-md bg-green-700 px-5 font-semibold text-white hover:bg-green-800">
                <Trans>Close</Trans>
              </RadixDialog.Close>
            </div>
          )}
          <RadixDialog.Close className="absolute right-3 top-3 inline-flex h-10 w-10 items-center justify-center rounded-md text-gray-600 hover:bg-gray-100">
            <X aria-hidden="true" className="h-5 w-5" />
            <span className="sr-only">
              <Trans>Close dialog</Trans>
            </span>
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
