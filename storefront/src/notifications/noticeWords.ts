import { COUNTED_UNITS, type NotificationLine, type NotificationRecord } from '@bazaar/common';
import type { i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay, indiaZoneName } from '../components/dates';
import { formatList } from '../components/lists';
import { formatMoney } from '../money/format';

export interface NoticeWords {
  title: string;
  message: string;
}

/**
 * A notice in the interface language: its template (`text.key`) with its parameters formatted
 * here (the slot's day and time, amounts, units, a vendor's lines); free text (a reason, a name, a
 * courier) as typed. A notice without words as data (older ones, the admins'), or with a key this
 * build does not know (a newer server's), keeps the server's English text.
 */
export function noticeWords(n: Pick<NotificationRecord, 'title' | 'message' | 'text'>, i18n: I18n): NoticeWords {
  const text = n.text;
  if (!text || !i18n.exists(`notices.${text.key}.message`)) return { title: n.title, message: n.message };
  const language = i18n.language;
  const p = text.params;
  const money = (paise: number) => formatMoney(paise / 100, 'INR', language);
  const unitWord = (unit: string, count: number) =>
    unit === 'tonne' ? i18n.t('notices.units.tonne', { count }) : i18n.exists(`notices.unitNames.${unit}`) ? i18n.t(`notices.unitNames.${unit}` as 'notices.unitNames.kg') : unit;
  const line = ({ name, quantity, unit }: NotificationLine) =>
    COUNTED_UNITS.includes(unit) ? i18n.t('notices.line.counted', { quantity, name }) : i18n.t('notices.line.measured', { quantity, unit: unitWord(unit, quantity), name });
  const lines = p.lines && formatList([...p.lines.map(line), ...(p.moreLines ? [i18n.t('notices.more', { count: p.moreLines })] : [])], language);
  const day = p.date && formatDay(p.date, language);
  const values = {
    ...p,
    // Words of the notices section only: the bell shows on every page, and English bundles only some sections up front.
    // The slot's time names India's zone, in the words formatDateTime uses for it in this language.
    when: day && p.time ? i18n.t('notices.when', { date: day, time: p.time, zone: indiaZoneName(language) }) : day,
    amount: p.amountPaise === undefined ? undefined : money(p.amountPaise),
    price: p.pricePaise === undefined ? undefined : money(p.pricePaise),
    unit: p.unit && unitWord(p.unit, p.quantity ?? 1),
    perUnit: p.unit && unitWord(p.unit, 1),
    lines,
  };
  const message = i18n.t(`notices.${text.key}.message`, values) + (p.reason ? i18n.t('notices.because', { reason: p.reason }) : '');
  return { title: i18n.t(`notices.${text.key}.title`), message };
}

/** `noticeWords` in the current interface language, re-rendered when it changes. */
export function useNoticeWords(): (n: Pick<NotificationRecord, 'title' | 'message' | 'text'>) => NoticeWords {
  const { i18n } = useTranslation();
  const language = i18n.language;
  // The instance stays the same when the language changes: `language` renews the function then.
  return useCallback((n) => noticeWords(n, i18n), [i18n, language]);
}
