// Units of sale in the reader's language, shared by every screen that shows quantities: a unit alone ('kg', 'boîte':
// a column header, a choice of units, 'per box') and a quantity with its unit ('1,5 kg', '1 boîte', '194 paquets').
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { Unit } from '@contract/enums.ts';

const UNIT_NAMES: Record<Unit, MessageDescriptor> = {
  kg: msg`kg`,
  g: msg`g`,
  lb: msg`lb`,
  oz: msg`oz`,
  l: msg`L`,
  ml: msg`mL`,
  piece: msg`piece`,
  box: msg`box`,
  pack: msg`pack`,
  dozen: msg`dozen`,
};

/**
 * A counted unit agrees with its number, by the language's plural rules (in French 0 and 1 are singular: '0 boîte',
 * '1,5 boîte'). Weights and volumes are symbols that never change: null for them. English says '3 dozen', not
 * '3 dozens', after a number; the message still has both forms for the translator.
 */
function countedQuantity(quantity: number, unit: Unit): MessageDescriptor | null {
  switch (unit) {
    case 'piece':
      return msg({
        comment: 'A quantity of a product sold by the piece; # is the number',
        message: plural(quantity, { one: '# piece', other: '# pieces' }),
      });
    case 'box':
      return msg({
        comment: 'A quantity of a product sold by the box; # is the number',
        message: plural(quantity, { one: '# box', other: '# boxes' }),
      });
    case 'pack':
      return msg({
        comment: 'A quantity of a product sold by the pack; # is the number',
        message: plural(quantity, { one: '# pack', other: '# packs' }),
      });
    case 'dozen':
      return msg({
        comment: 'A quantity of a product sold by the dozen; # is the number',
        message: plural(quantity, { one: '# dozen', other: '# dozen' }),
      });
    default:
      return null;
  }
}

export interface QuantityOptions {
  /** '+40 kg', '-3 boîtes': a change of stock. */
  signed?: boolean;
}

/** A quantity and its unit in the language i18n reads: the number in its locale ('1 234,5'), then the unit. */
export function formatQuantity(i18n: I18n, quantity: number, unit: Unit, { signed = false }: QuantityOptions = {}): string {
  const number: Intl.NumberFormatOptions | undefined = signed ? { signDisplay: 'always' } : undefined;
  const counted = countedQuantity(quantity, unit);
  // The plural's '#' is formatted like i18n.number, with these options.
  if (counted) return i18n._(counted.id, counted.values, { message: counted.message, ...(number && { formats: { number } }) });
  return `${i18n.number(quantity, number)} ${i18n._(UNIT_NAMES[unit])}`;
}

/** A unit standing alone, always singular: 'Price per kg', 'la boîte', a choice of units. */
export function useUnitLabel(): (unit: Unit) => string {
  const { i18n } = useLingui();
  return (unit) => i18n._(UNIT_NAMES[unit]);
}

/** A number followed by its unit: '1,5 kg', '1 boîte', '194 paquets', '1 234 pièces'. */
export function useQuantityLabel(): (quantity: number, unit: Unit, options?: QuantityOptions) => string {
  const { i18n } = useLingui();
  return (quantity, unit, options) => formatQuantity(i18n, quantity, unit, options);
}

export function UnitLabel({ unit }: { unit: Unit }) {
  return <>{useUnitLabel()(unit)}</>;
}

export function QuantityLabel({ quantity, unit, signed }: { quantity: number; unit: Unit } & QuantityOptions) {
  return <>{useQuantityLabel()(quantity, unit, { signed })}</>;
}
