import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with `whole` (an order number such as BZ-2026-000123) kept on one
 * line: a phone otherwise breaks it at its hyphens. The sentence stays the translation's own
 * words; only the token's occurrences are wrapped, so no locale needs markup.
 */
export function keepWhole(sentence: string, whole: string | null | undefined): ReactNode {
  if (!whole || !sentence.includes(whole)) return sentence;
  return sentence.split(whole).map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <span className="nowrap">{whole}</span>}
      {part}
    </Fragment>
  ));
}
