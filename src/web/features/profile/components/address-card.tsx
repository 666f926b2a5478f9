// One saved address as a card, with its Edit and Delete actions.
import { Trans, useLingui } from '@lingui/react/macro';
import { Pencil, Trash2 } from 'lucide-react';
import { formatPhone, type Address, type Province } from '@contract/accounts.ts';
import { Button } from '@/components/ui/button.tsx';

/** `heading`: one level under the address book's own heading (h2 under a page's h1, h3 under a section's h2). */
export function AddressCard({
  address,
  provinces,
  onEdit,
  onDelete,
  heading: Heading = 'h3',
}: {
  address: Address;
  provinces: readonly Province[];
  onEdit: () => void;
  onDelete: () => void;
  heading?: 'h2' | 'h3';
}) {
  const { t, i18n } = useLingui();
  const province = provinces.find((p) => p.code === address.province);
  const provinceName = province ? (i18n.locale === 'fr' ? province.name_fr : province.name_en) : address.province;
  const title = address.label || address.full_name;
  return (
    <article aria-label={title} className="flex h-full flex-col rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Heading className="text-base font-semibold text-gray-900">{title}</Heading>
        {address.is_default && (
          <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900">
            <Trans>Default</Trans>
          </span>
        )}
      </div>
      <address className="mt-2 flex-1 text-sm not-italic leading-6 text-gray-800">
        {address.label && <div>{address.full_name}</div>}
        <div>{address.line1}</div>
        {address.line2 && <div>{address.line2}</div>}
        <div>{`${address.city}, ${provinceName} ${address.postal_code}`}</div>
        {address.phone_number && <div>{formatPhone(address.phone_number)}</div>}
        {address.delivery_instructions && <div className="mt-1 text-gray-600">{address.delivery_instructions}</div>}
      </address>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit} aria-label={t`Edit address ${title}`}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
          <Trans>Edit</Trans>
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete} aria-label={t`Delete address ${title}`} className="text-red-800">
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          <Trans>Delete</Trans>
        </Button>
      </div>
    </article>
  );
}
