export interface RestartableServer {
  url: string;
  port: number;
  dataDir: string;
  startedInMs: number;
  readonly pid: number | undefined;
  stop(): Promise<void>;
  start(): Promise<number>;
  restart(options?: { downMs?: number }): Promise<number>;
  dispose(): Promise<void>;
}
export declare function startRestartableServer(options?: {
  env?: Record<string, string>;
  logName?: string;
  dataDir?: string;
  port?: number;
}): Promise<RestartableServer>;
