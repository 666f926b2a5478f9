// Quantities with their units in English and French: symbols never change, counted units agree with the number by
// each language's plural rules (French: 0 and 1 singular), numbers in the reader's locale; a unit alone stays singular.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { UNITS, type Unit } from '@contract/enums.ts';
import { activateTestLanguage } from '@/test/setup.ts';
import { activatePendingFrench } from '@/test/pending-french.ts';
import { formatQuantity, QuantityLabel, UnitLabel } from './unit-label.tsx';

afterEach(() => activateTestLanguage('en'));

const QUANTITIES = [0, 1, 1.5, 2, 194, 1234] as const;
/** French groups thousands with a narrow no-break space (what Intl gives for 'fr'). */
const NNBSP = '\u202f';

const ENGLISH: Record<Unit, string[]> = {
  kg: ['0 kg', '1 kg', '1.5 kg', '2 kg', '194 kg', '1,234 kg'],
  g: ['0 g', '1 g', '1.5 g', '2 g', '194 g', '1,234 g'],
  lb: ['0 lb', '1 lb', '1.5 lb', '2 lb', '194 lb', '1,234 lb'],
  oz: ['0 oz', '1 oz', '1.5 oz', '2 oz', '194 oz', '1,234 oz'],
  l: ['0 L', '1 L', '1.5 L', '2 L', '194 L', '1,234 L'],
  ml: ['0 mL', '1 mL', '1.5 mL', '2 mL', '194 mL', '1,234 mL'],
  piece: ['0 pieces', '1 piece', '1.5 pieces', '2 pieces', '194 pieces', '1,234 pieces'],
  box: ['0 boxes', '1 box', '1.5 boxes', '2 boxes', '194 boxes', '1,234 boxes'],
  pack: ['0 packs', '1 pack', '1.5 packs', '2 packs', '194 packs', '1,234 packs'],
  // After a number English says '3 dozen'.
  dozen: ['0 dozen', '1 dozen', '1.5 dozen', '2 dozen', '194 dozen', '1,234 dozen'],
};

const FRENCH: Record<Unit, string[]> = {
  kg: ['0 kg', '1 kg', '1,5 kg', '2 kg', '194 kg', `1${NNBSP}234 kg`],
  g: ['0 g', '1 g', '1,5 g', '2 g', '194 g', `1${NNBSP}234 g`],
  lb: ['0 lb', '1 lb', '1,5 lb', '2 lb', '194 lb', `1${NNBSP}234 lb`],
  oz: ['0 oz', '1 oz', '1,5 oz', '2 oz', '194 oz', `1${NNBSP}234 oz`],
  l: ['0 L', '1 L', '1,5 L', '2 L', '194 L', `1${NNBSP}234 L`],
  ml: ['0 mL', '1 mL', '1,5 mL', '2 mL', '194 mL', `1${NNBSP}234 mL`],
  piece: ['0 pièce', '1 pièce', '1,5 pièce', '2 pièces', '194 pièces', `1${NNBSP}234 pièces`],
  box: ['0 boîte', '1 boîte', '1,5 boîte', '2 boîtes', '194 boîtes', `1${NNBSP}234 boîtes`],
  pack: ['0 paquet', '1 paquet', '1,5 paquet', '2 paquets', '194 paquets', `1${NNBSP}234 paquets`],
  dozen: ['0 douzaine', '1 douzaine', '1,5 douzaine', '2 douzaines', '194 douzaines', `1${NNBSP}234 douzaines`],
};

describe('formatQuantity', () => {
  it.each(UNITS)('reads %s in English at 0, 1, 1.5, 2, 194 and 1234', (unit) => {
    activateTestLanguage('en');
    expect(QUANTITIES.map((n) => formatQuantity(i18n, n, unit))).toEqual(ENGLISH[unit]);
  });

  it.each(UNITS)('reads %s in French at 0, 1, 1.5, 2, 194 and 1234', (unit) => {
    activatePendingFrench();
    expect(QUANTITIES.map((n) => formatQuantity(i18n, n, unit))).toEqual(FRENCH[unit]);
  });

  it("falls back to the 'other' form for French's 'many' (a million)", () => {
    activatePendingFrench();
    expect(formatQuantity(i18n, 1_000_000, 'box')).toBe(`1${NNBSP}000${NNBSP}000 boîtes`);
  });

  it('signs a change of stock and still agrees with it', () => {
    activateTestLanguage('en');
    expect([formatQuantity(i18n, 1, 'box', { signed: true }), formatQuantity(i18n, -3, 'box', { signed: true }), formatQuantity(i18n, 40, 'kg', { signed: true })]).toEqual([
      '+1 box',
      '-3 boxes',
      '+40 kg',
    ]);
    activatePendingFrench();
    expect([formatQuantity(i18n, 1, 'pack', { signed: true }), formatQuantity(i18n, -12, 'pack', { signed: true }), formatQuantity(i18n, -1.5, 'kg', { signed: true })]).toEqual([
      '+1 paquet',
      '-12 paquets',
      '-1,5 kg',
    ]);
  });
});

describe('QuantityLabel and UnitLabel', () => {
  it('show a quantity in the reader’s language and keep a unit alone singular', () => {
    activatePendingFrench();
    render(
      <I18nProvider i18n={i18n}>
        <p data-testid="quantity">
          <QuantityLabel quantity={194} unit="pack" />
        </p>
        <p data-testid="unit">
          <UnitLabel unit="box" />
        </p>
      </I18nProvider>,
    );
    expect(screen.getByTestId('quantity')).toHaveTextContent(/^194 paquets$/);
    expect(screen.getByTestId('unit')).toHaveTextContent(/^boîte$/);
  });
});
