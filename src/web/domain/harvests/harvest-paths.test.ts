import { describe, expect, it } from 'vitest';
import { HARVEST_PATHS as CONTRACT_HARVESTS, PREORDER_PATHS as CONTRACT_PREORDERS } from '@contract/harvests.ts';
import { HARVEST_PATHS, PREORDER_PATHS } from './harvest-paths.ts';

describe('harvest paths', () => {
  it('say what the contract says', () => {
    const id = 'abc';
    expect(HARVEST_PATHS.list).toBe(CONTRACT_HARVESTS.list);
    expect(PREORDER_PATHS.list).toBe(CONTRACT_PREORDERS.list);
    for (const k of ['detail', 'harvest', 'cancel'] as const) expect(HARVEST_PATHS[k](id)).toBe(CONTRACT_HARVESTS[k](id));
    for (const k of ['detail', 'cancel', 'accept'] as const) expect(PREORDER_PATHS[k](id)).toBe(CONTRACT_PREORDERS[k](id));
  });
});
