// The steps of the forgot-password flow, kept apart so the route's search validation does not pull the forms into the start-up bundle.
export const RESET_STEPS = ['request', 'verify', 'reset', 'done'] as const;
export type ResetStep = (typeof RESET_STEPS)[number];
