import { Fragment, type ReactNode } from 'react';
import type { Translate } from './use-text';

/**
 * A text of a catalogue with parts of the page in its `{{placeholders}}` (a date in `<strong>`, a link): the
 * translated sentence split around them, so each language keeps its own word order. Not in the i18n index:
 * imported by the screens that need it, so it stays out of the first script.
 */
export function richText(t: Translate<Record<string, string>>, key: string, parts: Record<string, ReactNode>): ReactNode {
  const marks: Record<string, string> = {};
  for (const name in parts) marks[name] = `{{${name}}}`;
  return t(key, marks)
    .split(/{{(\w+)}}/)
    .flatMap<ReactNode>((part, index) => (index % 2 ? [<Fragment key={index}>{parts[part]}</Fragment>] : part ? [part] : []));
}
