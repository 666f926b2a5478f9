// axe over a rendered screen in jsdom, as 'rule: targets' lines (an empty list is a pass). jsdom cannot compute
// colours: contrast is checked in the browser (e2e, tests/support/e2e-kit.mjs).
import axe from 'axe-core';

export async function axeViolations(container: HTMLElement): Promise<string[]> {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
