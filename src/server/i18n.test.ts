// Server texts with a unit: the unit code a service passes reads in the caller's language and agrees with the number
// it follows (in French 0 and 1 are singular); weights and volumes are symbols.
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { t, unitWord } from './i18n.ts';

const caller = (lang: string) => ({ headers: { 'accept-language': lang } }) as unknown as FastifyRequest;

describe('unitWord', () => {
  it('agrees a counted unit with its number, in English and French', () => {
    const at = (unit: Parameters<typeof unitWord>[0], lang: 'en' | 'fr') => [0, 1, 1.5, 2, 194].map((n) => unitWord(unit, lang, n));
    expect(at('piece', 'en')).toEqual(['pieces', 'piece', 'pieces', 'pieces', 'pieces']);
    expect(at('box', 'en')).toEqual(['boxes', 'box', 'boxes', 'boxes', 'boxes']);
    expect(at('pack', 'en')).toEqual(['packs', 'pack', 'packs', 'packs', 'packs']);
    expect(at('dozen', 'en')).toEqual(['dozen', 'dozen', 'dozen', 'dozen', 'dozen']);
    expect(at('piece', 'fr')).toEqual(['pièce', 'pièce', 'pièce', 'pièces', 'pièces']);
    expect(at('box', 'fr')).toEqual(['boîte', 'boîte', 'boîte', 'boîtes', 'boîtes']);
    expect(at('pack', 'fr')).toEqual(['paquet', 'paquet', 'paquet', 'paquets', 'paquets']);
    expect(at('dozen', 'fr')).toEqual(['douzaine', 'douzaine', 'douzaine', 'douzaines', 'douzaines']);
  });

  it('keeps weights and volumes as symbols, and a unit alone singular', () => {
    expect(['kg', 'g', 'lb', 'oz', 'l', 'ml'].map((u) => unitWord(u as 'kg', 'fr', 194))).toEqual(['kg', 'g', 'lb', 'oz', 'L', 'mL']);
    expect(unitWord('box', 'fr')).toBe('boîte');
    expect(unitWord('piece', 'en')).toBe('piece');
  });
});

describe('t', () => {
  it('writes the unit of a message after its number, agreeing with it', () => {
    expect(t(caller('en'), 'cart.over_stock', { available: 1, unit: 'box' })).toBe('Only 1 box left in stock');
    expect(t(caller('en'), 'cart.over_stock', { available: 3, unit: 'piece' })).toBe('Only 3 pieces left in stock');
    expect(t(caller('en'), 'cart.below_minimum', { min: 2, unit: 'l' })).toBe('The minimum order is 2 L');
    expect(t(caller('fr'), 'cart.over_stock', { available: 194, unit: 'pack' })).toBe('Il ne reste que 194 paquets en stock');
    expect(t(caller('fr'), 'cart.over_stock', { available: 1, unit: 'box' })).toBe('Il ne reste que 1 boîte en stock');
    expect(t(caller('fr'), 'cart.over_stock', { available: 1234, unit: 'dozen' })).toBe('Il ne reste que 1\u202f234 douzaines en stock');
    expect(t(caller('fr'), 'cart.below_minimum', { min: 5, unit: 'kg' })).toBe('La commande minimale est de 5 kg');
  });

  it('leaves other params and unknown units as they came', () => {
    expect(t(caller('en'), 'cart.over_stock', { available: 3, unit: 'crate' })).toBe('Only 3 crate left in stock');
    expect(t(caller('fr'), 'stock.negative', { grade: 'catégorie moyenne', stock: 4 })).toBe('Stock insuffisant : il reste 4 en catégorie moyenne');
  });
});
