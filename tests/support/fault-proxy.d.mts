import type { IncomingMessage } from 'node:http';
export declare function mulberry32(seed: number): () => number;
export declare const FAULT_KINDS: readonly ['dropRequest', 'dropResponse', 'duplicate', 'duplicateConcurrent', 'delay', 'error500', 'error503'];
export type FaultKind = (typeof FAULT_KINDS)[number];
export type FaultRates = Record<FaultKind, number>;
export declare const DEFAULT_RATES: FaultRates;
export interface FaultProxy {
  url: string;
  port: number;
  counts: Record<FaultKind | 'requests' | 'pass' | 'upstreamDown' | 'mutating', number>;
  setEnabled(on: boolean): void;
  setRates(r: Partial<FaultRates>): void;
  faults(): number;
  close(): Promise<void>;
}
export declare function startFaultProxy(options: {
  targetPort: number | (() => number);
  seed?: number;
  rates?: Partial<FaultRates>;
  enabled?: boolean;
  only?: (req: IncomingMessage) => boolean;
  maxDelayMs?: number;
  decide?: (req: IncomingMessage) => FaultKind | 'pass' | undefined;
  maxSockets?: number;
}): Promise<FaultProxy>;
