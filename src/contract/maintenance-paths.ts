// Maintenance mode's API paths, zod-free: every page start asks the state.
export const MAINTENANCE_PATHS = { state: '/maintenance/', admin: '/admin/maintenance/' } as const;
