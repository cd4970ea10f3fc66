/**
 * The PDFs of contracts are written with the 14 standard fonts (Helvetica), which know only the WinAnsi characters.
 * Text outside that set is brought into it: accents dropped where the base letter exists, Cyrillic transliterated,
 * anything else shown as '?'. Line breaks and tabs become spaces unless `keepNewlines` is set.
 */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ';

const isWinAnsi = (codePoint: number): boolean =>
  (codePoint >= 0x20 && codePoint <= 0x7e) ||
  (codePoint >= 0xa0 && codePoint <= 0xff) ||
  WIN_ANSI_EXTRA.includes(String.fromCodePoint(codePoint));

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  ў: 'u',
};

const transliterate = (char: string): string | null => {
  const lower = char.toLowerCase();
  const latin = CYRILLIC[lower];
  if (latin === undefined) return null;
  return char === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
};

export const toWinAnsi = (text: string, keepNewlines = false): string => {
  let out = '';
  for (const char of text) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (char === '\n' && keepNewlines) out += '\n';
    else if (char === '\t' || char === '\n' || char === '\r') out += ' ';
    else if (isWinAnsi(codePoint)) out += char;
    else if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0)) continue;
    else {
      const stripped = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      if (stripped.length > 0 && [...stripped].every((c) => isWinAnsi(c.codePointAt(0) ?? 0))) out += stripped;
      else out += transliterate(char) ?? '?';
    }
  }
  return out;
};
