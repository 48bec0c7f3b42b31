// A race's items for the console's Items tab (docs/items.md): every item, hidden ones too, with what
// is left of each variant; an item added, changed (hidden or shown again among the changes) or
// deleted. Runners see the visible items with the race, so each write refreshes the race's views,
// this list among them.
import type { ItemInput, ItemPatch } from '@run/contract/domain/items';
import { routes } from '@run/contract/http/routes';
import { useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { organiserQueryOptions, useApiWrite } from '@/lib/api-query';

/** Co-organisers change the items and sales take their stock meanwhile: every opening asks again. */
export function useItems(id: string) {
  return useQuery(organiserQueryOptions(routes.listItems, id, ['items']));
}

/** The race's views and this list (both scoped to the race) are asked again after each write. */
const refreshRace = (id: string) => ({ refreshMarathons: { event: () => id } });

export function useCreateItem(id: string) {
  return useApiWrite(
    (body: ItemInput) => api(routes.createItem, { params: { id }, body }),
    refreshRace(id),
  );
}

export function useUpdateItem(id: string) {
  return useApiWrite(
    ({ itemId, body }: { itemId: string; body: ItemPatch }) =>
      api(routes.updateItem, { params: { id, itemId }, body }),
    refreshRace(id),
  );
}

export function useDeleteItem(id: string) {
  return useApiWrite(
    (itemId: string) => api(routes.deleteItem, { params: { id, itemId } }),
    refreshRace(id),
  );
}
