export declare const DEFAULT_ADMIN_URL: string;
export declare function postgresAnswers(host?: string, port?: number): Promise<boolean>;
export declare function throwawayDatabase(adminUrl?: string): Promise<{ url: string; drop: () => Promise<void> }>;
export declare function benchDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null>;
