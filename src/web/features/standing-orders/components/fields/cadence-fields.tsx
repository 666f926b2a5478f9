// How often a standing order delivers: every week, every 2 or 4 weeks (on the start date's weekday), or on chosen
// weekdays among the farm's delivery days.
import { Trans, useLingui } from '@lingui/react/macro';
import { STANDING_CADENCES, type StandingCadence } from '@contract/standing-order-rules.ts';
import { useStandingText } from '@/domain/standing-orders/standing-order-text.ts';
import { ChoiceCard } from '@/components/ui/choice-card.tsx';

export interface CadenceFieldsProps {
  idPrefix: string;
  cadence: StandingCadence;
  weekdays: readonly number[];
  /** The farm's delivery days (ISO weekdays): the only days offered. */
  deliveryDays: readonly number[];
  onCadence: (cadence: StandingCadence) => void;
  onWeekdays: (weekdays: number[]) => void;
  weekdaysError?: string;
}

export function CadenceFields({ idPrefix, cadence, weekdays, deliveryDays, onCadence, onWeekdays, weekdaysError }: CadenceFieldsProps) {
  const { t } = useLingui();
  const text = useStandingText();
  const label: Record<StandingCadence, string> = {
    weekly: t`Every week`,
    every_2_weeks: t`Every 2 weeks`,
    every_4_weeks: t`Every 4 weeks`,
    weekdays: t`On chosen days of the week`,
  };
  const days = [...deliveryDays].sort();
  const errorId = `${idPrefix}-weekdays-error`;
  return (
    <div className="flex flex-col gap-4">
      <fieldset>
        <legend className="text-sm font-semibold text-gray-900">
          <Trans>How often</Trans>
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {STANDING_CADENCES.map((c) => (
            <ChoiceCard key={c} name={`${idPrefix}-cadence`} checked={cadence === c} onChange={() => onCadence(c)}>
              <span className="font-medium">{label[c]}</span>
            </ChoiceCard>
          ))}
        </div>
      </fieldset>
      {cadence === 'weekdays' && (
        <fieldset id={`${idPrefix}-weekdays`} tabIndex={-1} aria-describedby={weekdaysError ? errorId : undefined}>
          <legend className="text-sm font-semibold text-gray-900">
            <Trans>Delivery days</Trans>
          </legend>
          <p className="text-sm text-gray-700">
            <Trans>Only the days the farm delivers are offered.</Trans>
          </p>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {days.map((d) => (
              <ChoiceCard
                key={d}
                type="checkbox"
                name={`${idPrefix}-weekday`}
                checked={weekdays.includes(d)}
                onChange={(on) => onWeekdays(on ? [...new Set([...weekdays, d])].sort() : weekdays.filter((w) => w !== d))}
              >
                <span className="font-medium">{text.dayName(d)}</span>
              </ChoiceCard>
            ))}
          </div>
          {days.length === 0 && (
            <p className="mt-2 text-sm text-gray-700">
              <Trans>This farm has not said which days it delivers.</Trans>
            </p>
          )}
          {weekdaysError && (
            <p id={errorId} className="mt-1 text-sm text-red-700">
              {weekdaysError}
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}
