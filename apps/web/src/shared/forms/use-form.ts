import { useCallback, useState, type ChangeEvent } from 'react';
import { ApiError } from '../api/api-error.ts';

/**
 * What a form needs from a contract schema: its own `safeParse`. Forms validate with the very
 * zod schemas the server uses, so every message is SPEC.md section 5's.
 */
export interface FormSchema<O> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: O }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type FieldErrors<V> = Partial<Record<Extract<keyof V, string> | 'generalErrors', string>>;

export function useForm<V extends object, O>(schema: FormSchema<O>, initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});

  const set = useCallback(<K extends Extract<keyof V, string>>(name: K, value: V[K]) => {
    setValues((v) => ({ ...v, [name]: value }));
    setErrors((e) => (e[name] === undefined ? e : { ...e, [name]: undefined }));
  }, []);

  /** The parsed payload, or null with the first message of each field shown. */
  const validate = useCallback((): O | null => {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? 'generalErrors');
      next[field] ??= issue.message;
    }
    setErrors(next as FieldErrors<V>);
    return null;
  }, [schema, values]);

  /** Puts the field messages of a 400 or 409 answer on the fields; true when it had any. */
  const applyServerErrors = useCallback((error: unknown): boolean => {
    // 400 (validation) and 409 (duplicate, stale edit) answers may name the fields at fault.
    if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return false;
    const fields = error.fieldErrors();
    const general = error.body?.errors['generalErrors']?.[0];
    setErrors({ ...fields, ...(general === undefined ? {} : { generalErrors: general }) } as FieldErrors<V>);
    return true;
  }, []);

  /** Props for a text field bound to a string value. */
  const text = <K extends Extract<keyof V, string>>(name: K) => ({
    name,
    value: (values[name] ?? '') as string,
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => set(name, e.target.value as V[K]),
    error: errors[name] !== undefined,
    helperText: errors[name] ?? ' ',
  });

  return {
    values,
    setValues,
    set,
    errors,
    setErrors,
    validate,
    applyServerErrors,
    text,
    reset: () => {
      setValues(initial);
      setErrors({});
    },
  };
}
