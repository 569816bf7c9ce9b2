import { useState } from 'react';

interface SubmittableForm<O> {
  validate(): O | null;
  applyServerErrors(error: unknown): boolean;
}

/**
 * The save step every create/edit dialog shares: validate with the contract schema, call the
 * server once (the button shows progress), put 400/409 field messages back on the form.
 */
export function useDialogSubmit<O, T>(
  form: SubmittableForm<O>,
  save: (body: O) => Promise<T>,
  onSaved: (saved: T) => void,
) {
  const [busy, setBusy] = useState(false);
  /** `body` defaults to the form's own validated values; pass one when the dialog builds it. */
  const submit = async (body: O | null = form.validate()) => {
    if (body === null || busy) return;
    setBusy(true);
    try {
      onSaved(await save(body));
    } catch (error) {
      form.applyServerErrors(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, submit };
}
