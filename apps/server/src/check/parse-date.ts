/** Months counted from year 0: year * 12 + month (0–11). Comparable and easy to subtract. */
export type MonthIndex = number;

export interface DateRange {
  start: MonthIndex;
  /** null: ongoing ("Present", "heute"…). */
  end: MonthIndex | null;
  /** Whether the start named a month (a bare year spans the whole year). */
  startHasMonth: boolean;
}

const monthNames: readonly (readonly string[])[] = [
  // en, de, fr, es, pt, it, nl, pl (nominative and genitive), sv, tr
  ["january", "januar", "jänner", "janvier", "enero", "janeiro", "gennaio", "januari", "styczeń", "stycznia", "ocak"],
  ["february", "februar", "février", "fevrier", "febrero", "fevereiro", "febbraio", "februari", "luty", "lutego", "şubat", "subat"],
  ["march", "märz", "maerz", "mars", "marzo", "março", "marco", "maart", "marzec", "marca", "mart"],
  ["april", "avril", "abril", "aprile", "kwiecień", "kwietnia", "nisan"],
  ["may", "mai", "mayo", "maio", "maggio", "mei", "maj", "maja", "mayıs", "mayis"],
  ["june", "juni", "juin", "junio", "junho", "giugno", "czerwiec", "czerwca", "haziran"],
  ["july", "juli", "juillet", "julio", "julho", "luglio", "lipiec", "lipca", "temmuz"],
  ["august", "août", "aout", "agosto", "augustus", "sierpień", "sierpnia", "augusti", "ağustos", "agustos"],
  ["september", "septembre", "septiembre", "setiembre", "setembro", "settembre", "wrzesień", "września", "eylül", "eylul"],
  ["october", "oktober", "octobre", "octubre", "outubro", "ottobre", "październik", "października", "ekim"],
  ["november", "novembre", "noviembre", "novembro", "listopad", "listopada", "kasım", "kasim"],
  ["december", "dezember", "décembre", "decembre", "diciembre", "dezembro", "dicembre", "grudzień", "grudnia", "aralık", "aralik"],
];

const monthOf = new Map<string, number>();
monthNames.forEach((names, month) => {
  for (const name of names) {
    monthOf.set(name, month);
    // Abbreviations: "Mar", "Sept", "Okt", "déc"…
    for (let length = 3; length < name.length; length++) if (!monthOf.has(name.slice(0, length))) monthOf.set(name.slice(0, length), month);
  }
});
// "mar" and "mai" are claimed by the first language listed; both mean what they say there.
monthOf.set("mai", 4);

const ongoing = new Set([
  "present", "current", "now", "today", "ongoing", "heute", "aktuell", "jetzt", "derzeit", "laufend", "actuel", "aujourd'hui", "aujourd’hui", "présent",
  "presente", "actualidad", "actual", "hoy", "atual", "atualmente", "momento", "oggi", "attuale", "heden", "nu", "huidig", "obecnie", "teraz", "nadal",
  "pågående", "idag", "günümüz", "halen", "devam",
]);

/** The dates in a date text, in order: months, `null` for "ongoing". Null when something in it is not a date. */
function datePoints(text: string): { month: MonthIndex | null; hasMonth: boolean }[] | null {
  const points: { month: MonthIndex | null; hasMonth: boolean }[] = [];
  const pattern = /(\d{1,2})[./](\d{4})|(\d{4})[-/.](\d{1,2})(?!\d)|(\d{4})|([\p{L}’']+)/gu;
  const words = [...text.toLowerCase().matchAll(pattern)];
  for (let index = 0; index < words.length; index++) {
    const [, month1, year1, year2, month2, year3, word] = words[index]!;
    if (month1 && year1) {
      const month = Number(month1) - 1;
      if (month < 0 || month > 11) return null;
      points.push({ month: Number(year1) * 12 + month, hasMonth: true });
    } else if (year2 && month2) {
      const month = Number(month2) - 1;
      if (month < 0 || month > 11) return null;
      points.push({ month: Number(year2) * 12 + month, hasMonth: true });
    } else if (year3) {
      points.push({ month: Number(year3) * 12, hasMonth: false });
    } else if (word) {
      const name = word.replace(/[.’']$/, "");
      const month = monthOf.get(name);
      // "enero de 2019", "março de 2020": a joining word may stand between month and year.
      const skip = ["de", "del", "of"].includes(words[index + 1]?.[6] ?? "") ? 2 : 1;
      const next = words[index + skip];
      if (month !== undefined && next?.[5]) {
        points.push({ month: Number(next[5]) * 12 + month, hasMonth: true });
        index += skip;
      } else if (ongoing.has(word)) {
        points.push({ month: null, hasMonth: false });
      } else if (!["to", "bis", "until", "till", "à", "au", "a", "al", "até", "tot", "do", "od", "de", "del", "dal", "since", "seit", "depuis", "desde", "dalla", "sinds", "från", "sedan", "till", "itibaren", "en", "the"].includes(word)) {
        return null;
      }
    }
  }
  return points;
}

/** Parses a resume date such as "March 2021 - Present", "06/2018 – 02/2021", "2011 - 2015" or "März 2021 – heute". */
export function parseDateRange(text: string): DateRange | null {
  const points = datePoints(text);
  if (!points || points.length === 0 || points.length > 2) return null;
  const [first, second] = points;
  if (!first || first.month === null) return null;
  if (!second) {
    // "since 2020" reads as ongoing; a lone date is a point in time.
    const open = /\b(since|seit|depuis|desde|sinds|sedan|od)\b/i.test(text);
    return { start: first.month, end: open ? null : first.hasMonth ? first.month : first.month + 11, startHasMonth: first.hasMonth };
  }
  const end = second.month === null ? null : second.hasMonth ? second.month : second.month + 11;
  return { start: first.month, end, startHasMonth: first.hasMonth };
}

export function monthIndexOf(date: Date): MonthIndex {
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** How a date text writes its months: by name ("March 2021"), by number ("03/2021"), or not at all ("2019"). */
export function monthStyle(text: string): "name" | "number" | null {
  const lower = text.toLowerCase();
  if ((lower.match(/\p{L}+/gu) ?? []).some((word) => word.length >= 3 && monthOf.has(word.replace(/[.’']$/, "")))) return "name";
  if (/(^|\D)\d{1,2}[./]\d{4}(?!\d)|(^|\D)\d{4}[-/.]\d{1,2}(?!\d)/.test(lower)) return "number";
  return null;
}
