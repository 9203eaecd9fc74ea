import { useEffect, useRef, useState } from 'react';
import { afterPress } from './after-press';

type Errors<F extends string> = Partial<Record<F, string>>;

/**
 * The messages under a form's fields (FORM-2: "Required field" on blur), from one `check` that returns every
 * field's message for the current values (undefined where the field is fine):
 * - `blur(f)`: the field is checked when it is left — a message appears, or an old one goes;
 * - `edited(f)`: a field that shows a message is checked again once its new value has rendered, so a fixed field
 *   stops being red while it is typed in (a field without a message is not checked while typing);
 * - `checkAll()`: on submit, every field's message; returns them.
 * The server's field errors are put with `setErrors`; such a message stays until its field is edited (leaving the
 * field unchanged does not replace the server's word with the browser's).
 */
export function useFieldErrors<F extends string>(check: () => Partial<Record<F, string | undefined>>) {
  const [errors, setErrors] = useState<Errors<F>>({});
  const checkRef = useRef(check);
  checkRef.current = check;
  const pending = useRef(new Set<F>());
  const fromServer = useRef(new Set<F>());

  const apply = (fields: F[], found: Partial<Record<F, string | undefined>>) =>
    setErrors((cur) => {
      let next = cur;
      for (const f of fields) {
        if (next[f] === found[f]) continue;
        next = { ...next };
        if (found[f]) next[f] = found[f];
        else delete next[f];
      }
      return next;
    });

  // after the render that shows an edited value: check the edited fields that had a message
  useEffect(() => {
    if (!pending.current.size) return;
    const fields = [...pending.current];
    pending.current.clear();
    apply(fields, checkRef.current());
  });

  return {
    errors,
    setErrors: (e: Partial<Record<string, string>>) => {
      fromServer.current = new Set(Object.keys(e) as F[]);
      setErrors(e as Errors<F>);
    },
    // a field left by pressing a button or link is checked once that click is done (its message would move the
    // button away from the pointer between the press and the release: after-press.ts)
    blur: (f: F) =>
      afterPress(() => {
        if (!fromServer.current.has(f)) apply([f], checkRef.current());
      }),
    edited: (f: F) => {
      fromServer.current.delete(f);
      if (errors[f]) pending.current.add(f);
    },
    checkAll: (): Errors<F> => {
      const found = checkRef.current();
      const e: Errors<F> = {};
      for (const f of Object.keys(found) as F[]) if (found[f]) e[f] = found[f];
      fromServer.current.clear();
      setErrors(e);
      return e;
    },
  };
}
