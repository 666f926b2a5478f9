// Toasts: any screen calls `toast.success('...')`; the Toaster (app shell) shows them top-right
// for 5000 ms, pausing on hover (spec §8, §9).
export type ToastVariant = 'default' | 'success' | 'info' | 'error' | 'warning';

export interface ToastItem {
  id: number;
  variant: ToastVariant;
  title: string;
  description?: string;
}

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]) {
  items = next;
  for (const l of listeners) l();
}

export const toastStore = {
  get: (): ToastItem[] => items,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  dismiss(id: number): void {
    emit(items.filter((t) => t.id !== id));
  },
};

function show(variant: ToastVariant, title: string, description?: string): number {
  const id = nextId++;
  emit([...items, { id, variant, title, description }]);
  return id;
}

export const toast = Object.assign((title: string, description?: string) => show('default', title, description), {
  success: (title: string, description?: string) => show('success', title, description),
  info: (title: string, description?: string) => show('info', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  warning: (title: string, description?: string) => show('warning', title, description),
});
