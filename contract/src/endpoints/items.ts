// Items a race sells (docs/items.md): the organisers add, list, change, hide and delete them; runners
// see the visible ones with the race (`GET /marathon/{id}`).
import { deletedSchema } from '../domain/api-types.js';
import { itemInputSchema, itemPatchSchema, itemSchema, itemsSchema } from '../domain/items.js';
import { declare } from './declare.js';
import { answer, conflict, failure, refusalsText } from './common.js';

export const { createItem, listItems, updateItem, deleteItem } = declare('items', {
  createItem: {
    summary:
      'Add an item the race sells: its variants with their stock, its price, who may buy it, whether each entry must pick one',
    body: itemInputSchema,
    responses: {
      201: answer('Created.', itemSchema),
      409: conflict(refusalsText('items_max')),
    },
  },

  listItems: {
    summary: 'The race’s items, hidden ones too, with what is left of each variant',
    responses: { 200: answer('Every item, in the order they were added.', itemsSchema) },
  },

  updateItem: {
    summary:
      'Change an item (a new `variants` list replaces the old: a variant keeps its id when sent with it)',
    body: itemPatchSchema,
    responses: {
      200: answer('The item as it is now.', itemSchema),
      404: failure('Item not found.'),
    },
  },

  deleteItem: {
    summary: 'Delete an item',
    responses: { 200: answer('Deleted (`deletedCount` 0 when there was none).', deletedSchema) },
  },
});
