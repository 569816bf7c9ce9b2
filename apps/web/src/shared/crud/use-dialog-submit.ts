import { useState } from 'react';
import { ApiError } from '../api/api-error.ts';
import type { FormSchema } from '../forms/use-form.ts';

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

/**
 * The form side of useDialogSubmit for dialogs that keep their own values (rows of a table, a body
 * built from several inputs): `parse` checks what would be sent; messages are keyed by dotted path
 * ('lifelineTiers.0.maxKwh'), and a 400/409 without field messages shows as the general error.
 */
export function useErrorMap<O>(parse: () => ReturnType<FormSchema<O>['safeParse']>) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  return {
    errors,
    validate(): O | null {
      const result = parse();
      if (result.success) {
        setErrors({});
        return result.data;
      }
      const next: Record<string, string> = {};
      for (const issue of result.error.issues)
        next[issue.path.map(String).join('.') || 'generalErrors'] ??= issue.message;
      setErrors(next);
      return null;
    },
    applyServerErrors(error: unknown): boolean {
      if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return false;
      const fields = error.fieldErrors();
      const general =
        error.body?.errors['generalErrors']?.[0] ?? (Object.keys(fields).length === 0 ? error.message : undefined);
      setErrors(general === undefined ? fields : { ...fields, generalErrors: general });
      return true;
    },
  };
}
