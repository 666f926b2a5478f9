// The checkout form's schema: the choices of every order (as resolveChoices made them), each placeable order
// needing an address or a pickup place and a date. The messages come from the page, in the reader's language.
import { z } from 'zod';
import type { GroupChoice } from './order-choice.ts';

export /** What each placeable order still lacks (an address or pickup place, a date), on the field that lacks it. */
function checkoutForm(placeable: boolean[], messages: { address: string; branch: string; date: (fulfilment: GroupChoice['fulfilment']) => string }) {
  return z.object({ orders: z.array(z.custom<GroupChoice>()) }).superRefine(({ orders }, ctx) => {
    orders.forEach((choice, index) => {
      if (!placeable[index]) return;
      if (choice.fulfilment === 'delivery' && !choice.addressId) ctx.addIssue({ code: 'custom', path: ['orders', index, 'addressId'], message: messages.address });
      if (choice.fulfilment === 'pickup' && !choice.branchId) ctx.addIssue({ code: 'custom', path: ['orders', index, 'branchId'], message: messages.branch });
      if (!choice.date) ctx.addIssue({ code: 'custom', path: ['orders', index, 'date'], message: messages.date(choice.fulfilment) });
    });
  });
}
