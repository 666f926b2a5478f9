// The caller's language (Accept-Language: the web app sends 'en' or 'fr') and translation of message codes.
import type { FastifyRequest } from 'fastify';
import { UNITS, type Language, type Unit } from '../contract/enums.ts';
import { pickLanguage, translate } from '../contract/messages.ts';

export function requestLanguage(request: FastifyRequest): Language {
  const header: unknown = request.headers['accept-language'];
  return pickLanguage(typeof header === 'string' ? header : undefined);
}

export function t(request: FastifyRequest, code: string, params?: Record<string, string | number>): string {
  const lang = requestLanguage(request);
  return translate(code, lang, params && withUnitWords(code, lang, params));
}

// The web app's words for units (src/web/domain/products/unit-label.tsx): weights and volumes are symbols; counted
// units agree with their number by the language's plural rules (in French 0 and 1 are singular). English says
// '3 dozen' after a number.
const SYMBOLS: Partial<Record<Unit, string>> = { kg: 'kg', g: 'g', lb: 'lb', oz: 'oz', l: 'L', ml: 'mL' };
type CountedUnit = 'piece' | 'box' | 'pack' | 'dozen';
const COUNTED: Record<Language, Record<CountedUnit, { one: string; other: string }>> = {
  en: { piece: { one: 'piece', other: 'pieces' }, box: { one: 'box', other: 'boxes' }, pack: { one: 'pack', other: 'packs' }, dozen: { one: 'dozen', other: 'dozen' } },
  fr: {
    piece: { one: 'pièce', other: 'pièces' },
    box: { one: 'boîte', other: 'boîtes' },
    pack: { one: 'paquet', other: 'paquets' },
    dozen: { one: 'douzaine', other: 'douzaines' },
  },
};

/** A unit in `lang`: after `count` it agrees with it ('3 boîtes'); without one it stands alone, singular ('par boîte'). */
export function unitWord(unit: Unit, lang: Language, count?: number): string {
  const symbol = SYMBOLS[unit];
  if (symbol) return symbol;
  const forms = COUNTED[lang][unit as CountedUnit];
  return count !== undefined && new Intl.PluralRules(lang).select(count) !== 'one' ? forms.other : forms.one;
}

const isUnit = (value: unknown): value is Unit => typeof value === 'string' && (UNITS as readonly string[]).includes(value);

/**
 * Services pass a unit as its code ({ available: 3, unit: 'box' }); the message says which number it follows
 * ('Only {available} {unit} left in stock'). That number is written in the language's way and the unit agrees with it.
 */
function withUnitWords(code: string, lang: Language, params: Record<string, string | number>): Record<string, string | number> {
  if (!isUnit(params.unit)) return params;
  const before = /\{(\w+)\} \{unit\}/.exec(translate(code, lang))?.[1];
  const count = before === undefined ? undefined : params[before];
  if (before === undefined || typeof count !== 'number') return { ...params, unit: unitWord(params.unit, lang) };
  return { ...params, [before]: new Intl.NumberFormat(lang).format(count), unit: unitWord(params.unit, lang, count) };
}
