import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey, errorMessage, useSession } from '@familyhub/api-client';
import { endpointRoutes, canOrganise, type PantrySettings, type ShoppingItem } from '@familyhub/contracts';
import { toast } from '@familyhub/ui';
import { useFormats } from '@familyhub/ui/i18n';
import { shoppingMessages } from '../messages';

/** The pantry's query-key root (home's live topic): the pantry screens refresh when a bought item goes in. */
const PANTRY_KEY = [endpointRoutes.pantryItems.list.resource];

const localIsoDate = (at = new Date()) =>
  `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`;

/**
 * Ticking an item as bought can put it into the home domain's pantry (issue #14): the family chose once — always,
 * never — or has not chosen yet, and then an admin or parent is asked (the dialog remembers the answer for the
 * whole family). When the pantry cannot be reached (home is not on the family's plan, or is down) nothing
 * happens: the shopping list works without it.
 */
export function useBoughtIntoPantry() {
  const queryClient = useQueryClient();
  const formats = useFormats();
  const role = useSession().data?.user.role;
  const [asking, setAsking] = useState<ShoppingItem | null>(null);

  const addToPantry = async (item: ShoppingItem) => {
    try {
      const { item: stored, created } = await callEndpoint(endpointRoutes.pantryItems.fromShopping, {
        body: { name: item.name, quantity: item.quantity, today: localIsoDate() },
      });
      toast({
        title: shoppingMessages.t(created ? 'pantry.toast.added' : 'pantry.toast.toppedUp'),
        description: `${stored.name}: ${formats.number(stored.quantity, { maximumFractionDigits: 3 })} ${stored.unit}`,
      });
      void queryClient.invalidateQueries({ queryKey: PANTRY_KEY });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: shoppingMessages.t('pantry.toast.addFailed'),
        description: errorMessage(error),
      });
    }
  };

  /** After an item was ticked as bought. */
  const bought = async (item: ShoppingItem) => {
    let choice: PantrySettings['addBoughtItems'];
    try {
      choice = (
        await queryClient.fetchQuery({
          queryKey: endpointKey(endpointRoutes.pantryItems.settings),
          queryFn: () => callEndpoint(endpointRoutes.pantryItems.settings),
          staleTime: 30_000,
        })
      ).addBoughtItems;
    } catch {
      return; // No pantry for this family right now.
    }
    if (choice === 'always') await addToPantry(item);
    else if (choice === 'ask' && role && canOrganise(role)) setAsking(item);
  };

  /** The family's answer from the dialog: remembered, and this item added when it is "always". */
  const answer = async (choice: 'always' | 'never') => {
    const item = asking;
    setAsking(null);
    try {
      await callEndpoint(endpointRoutes.pantryItems.saveSettings, { body: { addBoughtItems: choice } });
      void queryClient.invalidateQueries({ queryKey: PANTRY_KEY });
    } catch (error) {
      toast({
        variant: 'destructive',
        title: shoppingMessages.t('pantry.toast.saveFailed'),
        description: errorMessage(error),
      });
      return;
    }
    if (choice === 'always' && item) await addToPantry(item);
    else
      toast({
        title: shoppingMessages.t('pantry.toast.never.title'),
        description: shoppingMessages.t('pantry.toast.never.body'),
      });
  };

  return { bought, asking, answer, dismiss: () => setAsking(null) };
}
