// Items a race sells: the organisers add, list, change, hide and delete them.
import * as items from '@run/contract/endpoints/items';

import { reply } from '../../lib/answers.js';
import { handle } from '../../lib/endpoint-router.js';
import * as service from '../../items/items.js';

export const itemsRoutes = [
  handle(items.createItem, async ({ race, body }) =>
    reply(items.createItem, 201, await service.createItem(race, body)),
  ),

  handle(items.listItems, ({ race }) => service.listItems(race)),

  handle(items.updateItem, ({ race, params, body }) =>
    service.updateItem(race, params.itemId, body),
  ),

  handle(items.deleteItem, ({ race, params }) => service.deleteItem(race, params.itemId)),
];
