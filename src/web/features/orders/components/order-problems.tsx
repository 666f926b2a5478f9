// The satisfaction guarantee: within 48 hours of delivery the buyer reports missing, damaged or poor-quality lines
// (with up to 3 photos); the farm answers with a refund, a credit or a reason. Both see the reports and answers.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Camera, MessageSquareWarning, X } from 'lucide-react';
import { MAX_PHOTO_BYTES, PHOTO_MIME_TYPES } from '@contract/constants.ts';
import { PROBLEM_KINDS, type ProblemKind } from '@contract/enums.ts';
import { MAX_PROBLEM_PHOTOS, REVIEW_COMMENT_MAX, type OrderProblem } from '@contract/orders.ts';
import { leftToReport } from '@contract/problem-caps.ts';
import { Button } from '@/components/ui/button.tsx';
import { SelectField, TextAreaField } from '@/components/ui/form-controls.tsx';
import { TextField } from '@/components/ui/field.tsx';
import { Notice } from '@/components/ui/notice.tsx';
import { toast } from '@/components/ui/toast-store.ts';
import { useOrderFormats, useProblemKindLabel, useResolutionLabel } from '@/lib/order-labels.tsx';
import { useGradeName, useQuantityFormats } from '@/lib/product-labels.tsx';
import { useUnitLabel } from '@/lib/unit-label.tsx';
import type { LocalOrder } from '@/offline/db.ts';
import { reportOrderProblem } from '@/offline/order-feedback.ts';
import { useInvoiceLabel, useLineName } from './order-parts.tsx';

interface Picked {
  kind: ProblemKind;
  quantity: string;
}

interface Photo {
  id: string;
  file: File;
  url: string;
}

export function ReportProblemForm({ order, onDone }: { order: LocalOrder; onDone: () => void }) {
  const { t } = useLingui();
  const lineName = useLineName();
  const gradeName = useGradeName();
  const unitName = useUnitLabel();
  const kindLabel = useProblemKindLabel();
  const invoice = useInvoiceLabel();
  const [picked, setPicked] = useState<Record<string, Picked>>({});
  const [description, setDescription] = useState('');
  const [photos, setPhotos] = useState<Photo[]>([]);
  const [errors, setErrors] = useState<{ lines?: string; description?: string; photos?: string; quantity?: Record<string, string> }>({});
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const urls = useRef<string[]>([]);
  // The earlier reports count too: the server refuses more of a line than was delivered, all reports together.
  const left = leftToReport(order);

  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const toggle = (lineId: string, quantity: number, on: boolean) =>
    setPicked((p) => {
      const next = { ...p };
      if (on) next[lineId] = { kind: 'missing', quantity: String(quantity) };
      else delete next[lineId];
      return next;
    });

  const addPhotos = (files: FileList | null) => {
    if (!files) return;
    const room = MAX_PROBLEM_PHOTOS - photos.length;
    const chosen = Array.from(files);
    const ok = chosen.filter((f) => (PHOTO_MIME_TYPES as readonly string[]).includes(f.type) && f.size <= MAX_PHOTO_BYTES);
    const added = ok.slice(0, Math.max(0, room)).map((file) => {
      const url = URL.createObjectURL(file);
      urls.current.push(url);
      return { id: crypto.randomUUID(), file, url };
    });
    setPhotos((p) => [...p, ...added]);
    const max = MAX_PROBLEM_PHOTOS;
    setErrors((e) => ({
      ...e,
      photos: ok.length < chosen.length ? t`Photos must be JPEG, PNG or WebP, up to 10 MB each.` : ok.length > room ? t`Up to ${max} photos.` : undefined,
    }));
    if (fileInput.current) fileInput.current.value = '';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const lines = Object.entries(picked).map(([line_id, p]) => ({ line_id, kind: p.kind, quantity: Number(p.quantity) }));
    const quantity: Record<string, string> = {};
    for (const l of lines) {
      const max = left.get(l.line_id) ?? 0;
      if (!Number.isInteger(l.quantity) || l.quantity < 1 || l.quantity > max) quantity[l.line_id] = t`From 1 to ${max}.`;
    }
    const next = {
      lines: lines.length ? undefined : t`Choose the products with a problem.`,
      description: description.trim() ? undefined : t`Please describe the problem.`,
      quantity: Object.keys(quantity).length ? quantity : undefined,
    };
    setErrors(next);
    if (next.lines || next.description || next.quantity) return;
    setBusy(true);
    try {
      const number = invoice(order);
      await reportOrderProblem({
        order,
        lines,
        description,
        photos: photos.map((p) => ({ name: p.file.name, type: p.file.type, blob: p.file })),
        label: t`Report a problem with order ${number}`,
      });
      toast.success(t`Problem reported to the farm`);
      onDone();
    } catch {
      toast.error(t`Update failed`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-4" noValidate aria-label={t`Report a problem`}>
      <fieldset aria-describedby={errors.lines ? 'problem-lines-error' : undefined}>
        <legend className="font-semibold text-gray-900">
          <Trans>Which products?</Trans>
        </legend>
        <ul className="mt-2 flex flex-col gap-3">
          {order.lines.map((line) => {
            const p = picked[line.id];
            const name = lineName(line);
            const grade = gradeName(line.grade);
            const unit = unitName(line.unit);
            const qError = errors.quantity?.[line.id];
            const open = left.get(line.id) ?? line.quantity;
            const delivered = line.quantity;
            return (
              <li key={line.id} className="rounded-md border border-gray-200 p-3">
                <label className="flex min-h-11 cursor-pointer items-center gap-3">
                  <input
                    type="checkbox"
                    className="size-5 accent-green-700"
                    checked={!!p}
                    disabled={open === 0}
                    aria-describedby={open < delivered ? `problem-left-${line.id}` : undefined}
                    onChange={(e) => toggle(line.id, open, e.target.checked)}
                  />
                  <span className="text-gray-900">
                    {name} ({grade})
                  </span>
                </label>
                {open < delivered && (
                  <p id={`problem-left-${line.id}`} className="mt-1 text-sm text-gray-700">
                    {open === 0 ? t`Already reported in full.` : t`Earlier reports cover part of it: up to ${open} of ${delivered} can still be reported.`}
                  </p>
                )}
                {p && (
                  <div className="mt-2 grid gap-3 sm:grid-cols-2">
                    <SelectField
                      label={t`What went wrong with ${name}?`}
                      value={p.kind}
                      onChange={(e) => setPicked((all) => ({ ...all, [line.id]: { ...p, kind: e.target.value as ProblemKind } }))}
                    >
                      {PROBLEM_KINDS.map((k) => (
                        <option key={k} value={k}>
                          {kindLabel(k)}
                        </option>
                      ))}
                    </SelectField>
                    <TextField
                      label={t`Quantity affected (${unit})`}
                      type="number"
                      inputMode="numeric"
                      min={1}
                      max={open}
                      value={p.quantity}
                      error={qError}
                      onChange={(e) => setPicked((all) => ({ ...all, [line.id]: { ...p, quantity: e.target.value } }))}
                    />
                  </div>
                )}
              </li>
            );
          })}
        </ul>
        {errors.lines && (
          <p id="problem-lines-error" className="mt-1 text-sm text-red-700">
            {errors.lines}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label={t`What happened?`}
        value={description}
        required
        aria-required="true"
        maxLength={REVIEW_COMMENT_MAX}
        error={errors.description}
        onChange={(e) => setDescription(e.target.value)}
      />
      <div className="flex flex-col gap-2">
        <label htmlFor="problem-photos" className="text-sm font-medium text-gray-800">
          <Trans>Photos (up to 3)</Trans>
        </label>
        <input
          ref={fileInput}
          id="problem-photos"
          type="file"
          accept={PHOTO_MIME_TYPES.join(',')}
          multiple
          disabled={photos.length >= MAX_PROBLEM_PHOTOS}
          aria-describedby={errors.photos ? 'problem-photos-error' : undefined}
          onChange={(e) => addPhotos(e.target.files)}
          className="text-sm text-gray-900 file:mr-3 file:min-h-11 file:rounded-md file:border file:border-green-700 file:bg-white file:px-3 file:font-semibold file:text-green-800"
        />
        {errors.photos && (
          <p id="problem-photos-error" className="text-sm text-red-700">
            {errors.photos}
          </p>
        )}
        {photos.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={t`Chosen photos`}>
            {photos.map((photo, i) => {
              const position = i + 1;
              return (
                <li key={photo.id} className="relative">
                  <img src={photo.url} alt={t`Photo ${position}`} className="size-24 rounded-md border border-gray-300 object-cover" />
                  <button
                    type="button"
                    className="absolute -right-2 -top-2 inline-flex size-8 items-center justify-center rounded-full border border-gray-400 bg-white text-gray-800 hover:bg-gray-100"
                    aria-label={t`Remove photo ${position}`}
                    onClick={() => setPhotos((all) => all.filter((x) => x.id !== photo.id))}
                  >
                    <X aria-hidden="true" className="size-4" />
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={busy}>
          <Camera aria-hidden="true" className="size-4" />
          <Trans>Send report</Trans>
        </Button>
        <Button variant="ghost" onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

/** The reports of an order and the farm's answers. */
export function ProblemList({ order }: { order: LocalOrder }) {
  if (!order.problems.length) return null;
  return (
    <ul className="flex flex-col gap-3" data-testid="problem-reports">
      {order.problems.map((p) => (
        <ProblemItem key={p.id} order={order} problem={p} />
      ))}
    </ul>
  );
}

function ProblemItem({ order, problem }: { order: LocalOrder; problem: OrderProblem }) {
  const { t } = useLingui();
  const lineName = useLineName();
  const kindLabel = useProblemKindLabel();
  const resolutionLabel = useResolutionLabel();
  const unitName = useUnitLabel();
  const { money } = useOrderFormats();
  const { date, number } = useQuantityFormats();
  const reported = date(problem.created_at);
  return (
    <li className="rounded-md border border-gray-200 p-3 text-sm" data-testid="problem-report">
      <p className="flex items-center gap-2 font-semibold text-gray-900">
        <MessageSquareWarning aria-hidden="true" className="size-4 text-amber-700" />
        <Trans>Reported {reported}</Trans>
      </p>
      <ul className="mt-1 list-disc pl-5 text-gray-800">
        {problem.lines.map((pl) => {
          const line = order.lines.find((l) => l.id === pl.line_id);
          return (
            <li key={pl.line_id}>
              {line ? lineName(line) : t`A product`}: {kindLabel(pl.kind)}, {number(pl.quantity)} {line ? unitName(line.unit) : ''}
            </li>
          );
        })}
      </ul>
      <p className="mt-1 whitespace-pre-line text-gray-800">{problem.description}</p>
      {problem.photos.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {problem.photos.map((ph, i) => {
            const position = i + 1;
            return (
              <li key={ph.full}>
                <a href={ph.full} target="_blank" rel="noreferrer" className="block rounded-md">
                  <img src={ph.thumb} alt={t`Photo ${position} of the problem`} className="size-20 rounded-md border border-gray-300 object-cover" />
                </a>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-2 rounded-md bg-gray-50 p-2" data-testid="problem-answer">
        {problem.resolution ? (
          <>
            <p className="font-semibold text-gray-900">
              <Trans>Answer from the farm:</Trans> {resolutionLabel(problem.resolution)}
              {problem.amount_minor !== null && problem.resolution !== 'declined' && ` · ${money(problem.amount_minor, order.currency)}`}
            </p>
            {problem.answer_note && <p className="whitespace-pre-line text-gray-800">{problem.answer_note}</p>}
          </>
        ) : (
          <p className="text-gray-800">
            <Trans>Waiting for the farm's answer.</Trans>
          </p>
        )}
      </div>
    </li>
  );
}

/** The report section: the reports, and the form while the 48-hour window is open. */
export function ProblemSection({ order, canReport }: { order: LocalOrder; canReport: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex flex-col gap-3">
      <ProblemList order={order} />
      {canReport ? (
        open ? (
          <ReportProblemForm order={order} onDone={() => setOpen(false)} />
        ) : (
          <div className="flex flex-col items-start gap-2">
            <p className="text-sm text-gray-800">
              <Trans>Something missing, damaged or not fresh? Tell the farm within 48 hours of delivery.</Trans>
            </p>
            <Button variant="secondary" onClick={() => setOpen(true)}>
              <MessageSquareWarning aria-hidden="true" className="size-4" />
              <Trans>Report a problem</Trans>
            </Button>
          </div>
        )
      ) : (
        order.problems.length === 0 && (
          <Notice tone="info">
            <Trans>Problems can be reported within 48 hours of delivery.</Trans>
          </Notice>
        )
      )}
    </div>
  );
}
