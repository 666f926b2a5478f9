// Province names in the reader's language, from the contract's list (no call needed, works offline).
import { useLingui } from '@lingui/react';
import { PROVINCES } from '@contract/enums.ts';

export function useProvinceName(): (code: string) => string {
  const { i18n } = useLingui();
  const fr = i18n.locale === 'fr';
  return (code) => {
    const p = PROVINCES.find((x) => x.code === code);
    return p ? (fr ? p.name_fr : p.name_en) : code;
  };
}

export function useProvinceOptions(): Array<{ code: string; name: string }> {
  const name = useProvinceName();
  return PROVINCES.map((p) => ({ code: p.code, name: name(p.code) })).sort((a, b) => a.name.localeCompare(b.name));
}
