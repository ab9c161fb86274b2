import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { durations } from '../../../core/ui/durations';
import { useToast } from '../../../core/ui/toast';
import { useOwnedList, useOwnedListWrites, type OwnedListApi } from '../api/owned-list';

/** Whether the list shows, or the form to add an item or edit one. */
export type ListEditorMode<Item> = { name: 'view' } | { name: 'create' } | { name: 'edit'; item: Item };

/** The toasts' keys under `messages` in locales/<lang>/profile.json. */
export interface ListEditorMessages {
  added: string;
  saved: string;
  removed: string;
}

/**
 * One of the profile's editable lists (contacts, medications, allergies): the list, the form's
 * mode, the item awaiting delete confirmation, and save and delete with their toasts.
 */
export function useListEditor<Item>(api: OwnedListApi, uId: number, idOf: (item: Item) => number, messages: ListEditorMessages) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const list = useOwnedList<Item>(api, uId);
  const { save, remove } = useOwnedListWrites(api, uId);
  const [mode, setMode] = useState<ListEditorMode<Item>>({ name: 'view' });
  const [deleting, setDeleting] = useState<Item | null>(null);
  const show = (key: string, tone: 'success' | 'error') => toast.show(t(`messages.${key}`), { tone, durationMs: durations.profileToast });
  const editing = mode.name === 'edit' ? mode.item : undefined;

  return {
    list,
    mode,
    editing,
    deleting,
    saving: save.isPending,
    removing: remove.isPending,
    create: () => setMode({ name: 'create' }),
    edit: (item: Item) => setMode({ name: 'edit', item }),
    cancel: () => setMode({ name: 'view' }),
    askDelete: setDeleting,
    cancelDelete: () => setDeleting(null),
    /** Sends the form (a PUT when editing, a POST when adding); back to the list when it succeeds. */
    async submit(fields: Record<string, unknown>) {
      try {
        await save.mutateAsync({ id: editing === undefined ? undefined : idOf(editing), fields });
      } catch {
        show('generalError', 'error');
        return;
      }
      show(editing === undefined ? messages.added : messages.saved, 'success');
      setMode({ name: 'view' });
    },
    async confirmDelete() {
      if (deleting === null) return;
      try {
        await remove.mutateAsync(idOf(deleting));
        show(messages.removed, 'success');
      } catch {
        show('generalError', 'error');
      }
      setDeleting(null);
    },
  };
}
