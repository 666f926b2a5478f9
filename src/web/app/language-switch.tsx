// English / French switch: loads the catalogue and re-renders every text at once.
import { useLingui } from '@lingui/react/macro';
import { LANGUAGES, type Language } from '@contract/enums.ts';
import { activateLanguage } from '@/lib/i18n.ts';

const NAMES: Record<Language, { short: string; long: string }> = {
  en: { short: 'EN', long: 'English' },
  fr: { short: 'FR', long: 'Français' },
};

/** `compactOnPhones`: below 640 px only the other language's button shows (the page itself is in the current one). */
export function LanguageSwitch({ className = '', compactOnPhones = false }: { className?: string; compactOnPhones?: boolean }) {
  const { t, i18n } = useLingui();
  const current = i18n.locale;
  return (
    <div role="group" aria-label={t`Language`} className={`inline-flex rounded-md border border-gray-300 p-0.5 ${compactOnPhones ? 'max-sm:border-0 max-sm:p-0' : ''} ${className}`}>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={current === lang}
          onClick={() => void activateLanguage(lang)}
          className={`min-h-10 min-w-10 rounded px-2 text-sm font-semibold ${
            current === lang
              ? `bg-green-700 text-white ${compactOnPhones ? 'max-sm:hidden' : ''}`
              : `text-gray-800 hover:bg-gray-100 ${compactOnPhones ? 'max-sm:rounded-md max-sm:border max-sm:border-gray-300' : ''}`
          }`}
        >
          {/* Named 'EN English': the name holds the visible text (WCAG 2.5.3, label in name). */}
          {NAMES[lang].short}
          <span className="sr-only"> {NAMES[lang].long}</span>
        </button>
      ))}
    </div>
  );
}
