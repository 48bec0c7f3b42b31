// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderWithQueries, resetScreens } from '@/lib/api-stub.test-support';
import '@/lib/modal-dialog.test-support';

import { ConfirmDialog } from './confirm-dialog';

afterEach(resetScreens);

describe('ConfirmDialog', () => {
  it('waits for the race’s name before a delete that takes its runners with it', async () => {
    const mutate = vi.fn();
    const user = renderWithQueries(
      <ConfirmDialog
        title="Delete this marathon?"
        confirmLabel="Delete"
        busyLabel="Deleting…"
        write={{ mutate, isPending: false }}
        variables="m1"
        done={{ title: 'Marathon Deleted!', text: 'Gone.' }}
        failure="The marathon could not be deleted."
        onClose={() => undefined}
        typeToConfirm={{ text: 'Harbour Run', label: 'Type “Harbour Run” to delete it' }}
      >
        <p>389 registrations will be removed.</p>
      </ConfirmDialog>,
    );
    const del = screen.getByRole('button', { name: 'Delete' });
    expect((del as HTMLButtonElement).disabled).toBe(true);
    const name = screen.getByLabelText('Type “Harbour Run” to delete it');
    await user.type(name, 'Harbour');
    expect((del as HTMLButtonElement).disabled).toBe(true);
    await user.type(name, ' Run');
    expect((del as HTMLButtonElement).disabled).toBe(false);
    await user.click(del);
    expect(mutate).toHaveBeenCalledWith('m1', expect.anything());
  });
});
