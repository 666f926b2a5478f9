// The one Dexie instance of the web app. Local-only tables are prefixed `local_`.
import Dexie, { type EntityTable } from 'dexie';
import type { Address, Province, User } from '@contract/accounts.ts';

/** The signed-in session: one row with key 'current'. Tokens live here so the sync layer reads them at send time. */
export interface LocalSession {
  key: 'current';
  user: User;
  access: string;
  refresh: string;
  savedAt: number;
}

export interface LocalMeta {
  key: string;
  value: unknown;
}

export class MarketDb extends Dexie {
  local_session!: EntityTable<LocalSession, 'key'>;
  local_meta!: EntityTable<LocalMeta, 'key'>;
  addresses!: EntityTable<Address, 'id'>;
  provinces!: EntityTable<Province, 'code'>;

  constructor(name = 'freshmarket') {
    super(name);
    this.version(1).stores({
      local_session: 'key',
      local_meta: 'key',
      addresses: 'id, is_default, updated_at',
      provinces: 'code',
    });
  }
}

export const db = new MarketDb();
